package io.mergelab.profiler.analysis.diff;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.capture.RunRecorder;
import io.mergelab.profiler.capture.RunRequest;
import io.mergelab.profiler.capture.RunSink;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.Run;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The same GROUP BY captured on the embedded engine with max_threads = 1 and 2, diffed. */
class CapturedRunsDiffTest {
    private static final String GROUP_BY = "SELECT k % 10 AS g, count(), sum(v) FROM t GROUP BY g ORDER BY g";

    @TempDir
    Path dataDir;

    @Test
    void oneThreadAgainstTwoDoublesTheReadAndAggregationCopiesAndThePartsAddUp() {
        List<Run> one;
        List<Run> two;
        try (EmbeddedTarget target = EmbeddedTarget.open(dataDir)) {
            target.run(QueryRequest.of("CREATE TABLE t (k UInt64, v UInt64) ENGINE = MergeTree ORDER BY k"
                    + " SETTINGS index_granularity = 1024")).close();
            target.run(QueryRequest.of("INSERT INTO t SELECT number, number * 3 FROM numbers(200000)")).close();
            RunRecorder recorder = new RunRecorder(target);
            one = recorder.record(threads("1"), RunSink.NONE).runs();
            two = recorder.record(threads("2"), RunSink.NONE).runs();
        }

        ProcessorDiff single = ProcessorDiff.of(one.get(0), two.get(0));
        ProcessorDiff series = ProcessorDiff.of(one, two);

        for (ProcessorDiff diff : List.of(single, series)) {
            assertThat(diff.groups()).allSatisfy(g -> assertThat(g.presence()).as(g.step().label() + " " + g.processor())
                    .isNotEqualTo(Presence.ONLY_A));
            GroupDiff read = group(diff, "ReadFromMergeTree", "MergeTreeSelect");
            assertThat(read.a().copies()).isEqualTo(1);
            assertThat(read.b().copies()).isEqualTo(2);
            assertThat(read.delta(Measure.OUTPUT_ROWS)).isZero();
            assertThat(read.a().outputRows().sum()).isEqualTo(200_000);
            GroupDiff aggregating = group(diff, "Aggregating", "AggregatingTransform");
            assertThat(aggregating.a().copies()).isEqualTo(1);
            assertThat(aggregating.b().copies()).isEqualTo(2);
            assertThat(aggregating.delta(Measure.INPUT_ROWS)).isZero();
            assertThat(diff.steps().stream().mapToLong(StepDelta::deltaMicros).sum()).isEqualTo(diff.totalDeltaMicros());
            assertThat(diff.funnels()).extracting(FunnelDiff::label).containsExactly("default.t");
            assertThat(diff.funnels().get(0).stages()).isNotEmpty()
                    .allSatisfy(s -> assertThat(s.granulesDroppedA()).isEqualTo(s.granulesDroppedB()));
        }
        assertThat(single.totalDeltaMicros()).isEqualTo(work(two.get(0)) - work(one.get(0)));
        assertThat(series.a().runIds()).hasSize(3);
        String text = DiffText.render(series);
        assertThat(text).contains("series " + one.get(0).seriesId() + " (3 runs, medians) · max_threads = 1",
                "MergeTreeSelect", "1 → 2", "default.t");
    }

    private static RunRequest threads(String maxThreads) {
        return RunRequest.of(GROUP_BY).withSettings(Map.of("max_threads", maxThreads)).withRepetitions(1, 3, false);
    }

    private static GroupDiff group(ProcessorDiff diff, String step, String processorPrefix) {
        return diff.groups().stream().filter(g -> g.step().name().equals(step) && g.processor().startsWith(processorPrefix))
                .findFirst().orElseThrow(() -> new AssertionError("no group " + step + " / " + processorPrefix + " in "
                        + DiffText.render(diff)));
    }

    private static long work(Run run) {
        return run.processors().stream().mapToLong(ProcessorRow::elapsedMicros).sum();
    }
}
