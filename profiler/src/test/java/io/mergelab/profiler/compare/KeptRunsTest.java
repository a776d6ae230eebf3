package io.mergelab.profiler.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.capture.RunRecorder;
import io.mergelab.profiler.capture.RunRequest;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.run.Explains;
import io.mergelab.profiler.run.Run;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What a comparison keeps of a stored run, on runs captured from the real embedded engine: every metric the verdicts
 * read, the settings and the datasets as they were, none of the processors, funnels, EXPLAIN texts or parts; and a
 * comparison's verdicts over kept runs equal those over the whole runs.
 */
class KeptRunsTest {
    @Test
    void aKeptRunHasEveryMetricAndNoneOfTheCaptureDetail() {
        try (EmbeddedTarget target = EmbeddedTarget.inMemory()) {
            target.run(QueryRequest.of("CREATE TABLE t (id UInt64, k UInt64) ENGINE = MergeTree ORDER BY id"
                    + " SETTINGS index_granularity = 256")).close();
            target.run(QueryRequest.of("INSERT INTO t SELECT number, number % 7 FROM numbers(5000)")).close();
            RunRecorder recorder = new RunRecorder(target);
            List<Run> whole = new ArrayList<>();
            for (int i = 0; i < 7; i++) {
                whole.add(recorder.recordOne(new RunRequest("SELECT sum(k) FROM t WHERE id < 3000",
                        Map.of("max_threads", "2"), Map.of(), List.of(), 0, 1, false), "series", i, new ArrayList<>()));
            }
            Run full = whole.get(0);
            assertThat(full.processors()).isNotEmpty();
            assertThat(full.indexFunnels()).isNotEmpty();
            assertThat(full.parts()).isNotEmpty();

            List<Run> kept = whole.stream().map(KeptRuns::metricsOnly).toList();

            Run slim = kept.get(0);
            assertThat(slim.processors()).isEmpty();
            assertThat(slim.indexFunnels()).isEmpty();
            assertThat(slim.parts()).isEmpty();
            assertThat(slim.explains()).isEqualTo(Explains.NONE);
            assertThat(slim.queryLog()).isEqualTo(full.queryLog());
            assertThat(slim.outcome()).isEqualTo(full.outcome());
            assertThat(slim.settings()).isEqualTo(full.settings());
            assertThat(slim.datasets()).isEqualTo(full.datasets());
            for (String metric : RunMetrics.names(whole)) {
                assertThat(RunMetrics.values(kept, metric)).as(metric).containsExactly(RunMetrics.values(whole,
                        metric));
            }
            List<Variant> variants = List.of(Variant.ofSettings("a", Map.of()), Variant.ofSettings("b", Map.of()));
            assertThat(ComparisonAnalysis.verdicts(variants, List.of(kept.subList(0, 4), kept.subList(3, 7)), 0.1, 1))
                    .isEqualTo(ComparisonAnalysis.verdicts(variants, List.of(whole.subList(0, 4), whole.subList(3, 7)),
                            0.1, 1));
        }
    }
}
