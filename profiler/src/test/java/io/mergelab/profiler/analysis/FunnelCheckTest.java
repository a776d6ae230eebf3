package io.mergelab.profiler.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.SettingDescription;
import io.mergelab.engine.SettingTier;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import io.mergelab.profiler.run.TargetInfo;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FunnelCheckTest {

    private static Runs.Builder needleWith(Map<String, Long> events) {
        return Runs.builder().sql("SELECT * FROM needle WHERE s = 'x'")
                .queryLog(10, 1024, 70_000, 0, 0, 1 << 20, events)
                .funnel("default.needle", Runs.stage("PrimaryKey", 1, 1, 977, 977),
                        Runs.skipStage("s_idx", "bloom_filter(0.0001) GRANULARITY 1", 1, 1, 977, 3));
    }

    private static Map<String, Long> selected(long parts, long marks) {
        Map<String, Long> events = new LinkedHashMap<>();
        events.put("SelectedParts", parts);
        events.put("SelectedMarks", marks);
        return events;
    }

    @Test
    void agreesWhenTheRunSelectedWhatExplainEstimated() {
        FunnelCheck check = FunnelCheck.of(Runs.needleUpfront());

        assertThat(check.differs()).isFalse();
        assertThat(check.streaming()).isFalse();
        assertThat(check.runtime()).contains(new FunnelCheck.Figures(1, 977));
        assertThat(check.note()).isEqualTo("The query log agrees with the funnel: the run selected 977 granules in 1 part.");
    }

    @Test
    void aServersFunnelIsNamedExplainsEstimate() {
        Run onServer = Runs.builder().target(new TargetInfo("clickhouse", "http://db:8123", "24.8.1"))
                .funnel("default.t", Runs.stage("PrimaryKey", 1, 1, 10, 2)).build();

        assertThat(FunnelOrigin.of(onServer)).isEqualTo(FunnelOrigin.EXPLAIN);
        assertThat(FunnelCheck.of(onServer).note())
                .isEqualTo("The query log row is missing; the funnel is EXPLAIN's estimate (2 granules in 1 part).");
        assertThat(FunnelOrigin.of(Runs.builder().build())).isEqualTo(FunnelOrigin.RUN);
    }

    @Test
    void aStreamingSkipIndexMakesTheRuntimeFigureTheRealOne() {
        Map<String, Long> events = selected(1, 40);
        events.put("MergeLabStreamingSkippedMarks", 937L);
        Run run = needleWith(events).setting("use_skip_indexes_on_data_read", "1").build();

        FunnelCheck check = FunnelCheck.of(run);

        assertThat(check.differs()).isTrue();
        assertThat(check.streaming()).isTrue();
        assertThat(check.explain()).contains(new FunnelCheck.Figures(1, 3));
        assertThat(check.note()).isEqualTo("The run selected 40 granules in 1 part; EXPLAIN estimated 3 granules in 1 part. "
                + "With use_skip_indexes_on_data_read = 1 the skip indexes are checked while reading, so the granules they "
                + "drop are known only at run time (937 dropped while reading), and a satisfied LIMIT stops the checks "
                + "early: the runtime figure is the real one and EXPLAIN's estimate differs.");
    }

    @Test
    void withoutTheSettingTheTargetsDefaultStreams() {
        Run run = needleWith(selected(1, 40)).build();

        FunnelCheck check = FunnelCheck.of(run);

        assertThat(check.streaming()).isTrue();
        assertThat(check.note()).contains("use_skip_indexes_on_data_read = 1");
        // the default the check assumes is the embedded engine's own
        assertThat(SettingDescription.named(SettingTier.QUERY, "use_skip_indexes_on_data_read").defaultValue()).isEqualTo("1");
    }

    @Test
    void upfrontEvaluationThatStillDiffersNamesOtherCauses() {
        Run run = needleWith(selected(2, 40)).setting("use_skip_indexes_on_data_read", "0").build();

        FunnelCheck check = FunnelCheck.of(run);

        assertThat(check.differs()).isTrue();
        assertThat(check.note()).isEqualTo("The run selected 40 granules in 2 parts; EXPLAIN estimated 3 granules in 1 part. "
                + "Parts inserted or merged between EXPLAIN and the run, or the query condition cache, can explain the "
                + "difference; the runtime figure is the real one.");
    }

    @Test
    void theQueryLogsSettingsCountWhenTheRunsDoNotSayAndSeveralTablesAddUp() {
        Run run = Runs.builder().setting("use_skip_indexes_on_data_read", "0")
                .queryLog(10, 0, 0, 0, 0, 0, selected(3, 30))
                .funnel("default.a", Runs.stage("PrimaryKey", 4, 2, 100, 20))
                .funnel("default.b", Runs.stage("Partition", 2, 1, 50, 10))
                .build();

        FunnelCheck check = FunnelCheck.of(run);

        assertThat(check.explain()).contains(new FunnelCheck.Figures(3, 30));
        assertThat(check.differs()).isFalse();
        assertThat(check.streaming()).isFalse();
    }

    @Test
    void saysWhatIsUnknown() {
        assertThat(FunnelCheck.of(Runs.builder().build()).note())
                .isEqualTo("EXPLAIN reported no index analysis for this query.");
        Run noLog = Runs.builder().funnel("default.t", Runs.stage("PrimaryKey", 1, 1, 10, 2)).build();
        FunnelCheck check = FunnelCheck.of(noLog);
        assertThat(check.differs()).isFalse();
        assertThat(check.note())
                .isEqualTo("The query log row is missing; the funnel is the run's own index analysis (2 granules in 1 part).");
    }
}
