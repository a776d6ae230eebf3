package io.mergelab.profiler.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The knee and the per-value figures of a sweep, from runs whose client times are known. */
class SweepTest {
    private static final List<String> THREADS = List.of("1", "2", "4", "8");

    /** Seven runs around {@code micros}, ±3%, each with four processors in two plan steps. */
    private static List<Run> runsAround(String value, long micros) {
        long[] offsets = {0, 3, -2, 1, -3, 2, -1};
        List<Run> runs = new ArrayList<>();
        for (int i = 0; i < offsets.length; i++) {
            runs.add(Runs.complete("t" + value + "-" + i).elapsedMicros(micros + micros * offsets[i] / 100).build());
        }
        return runs;
    }

    private static Sweep sweep(long... medians) {
        List<Variant> variants = THREADS.stream().map(v -> Sweep.variant("max_threads", v)).toList();
        List<List<Run>> runs = new ArrayList<>();
        for (int v = 0; v < medians.length; v++) {
            runs.add(runsAround(THREADS.get(v), medians[v]));
        }
        return Sweep.of("max_threads", variants, runs, MedianTest.DEFAULT_MIN_EFFECT, 1);
    }

    @Test
    void theKneeIsTheLastValueThatStillImprovesBeyondTheNoise() {
        Sweep sweep = sweep(400_000, 210_000, 200_000, 190_000);

        assertThat(sweep.kneeIndex()).isEqualTo(1);
        assertThat(sweep.knee().value()).isEqualTo("2");
        assertThat(sweep.points()).extracting(SweepPoint::value).containsExactly("1", "2", "4", "8");
        assertThat(sweep.points().get(0).againstPrevious()).isEmpty();
        assertThat(sweep.points().get(1).againstPrevious().orElseThrow().verdict()).isEqualTo(Verdict.CHANGED);
        assertThat(sweep.points().get(2).againstPrevious().orElseThrow().verdict())
                .isEqualTo(Verdict.NO_SIGNIFICANT_DIFFERENCE);
        assertThat(sweep.points().get(1).clientMicros().median()).isEqualTo(210_000);
        assertThat(sweep.points().get(1).clientMicros().min()).isEqualTo(210_000 - 6_300);
    }

    @Test
    void theWalkStopsAtTheFirstValueThatDoesNotImproveAndASlowerValueIsNoImprovement() {
        assertThat(sweep(400_000, 390_000, 100_000, 50_000).kneeIndex()).isZero();
        assertThat(sweep(400_000, 200_000, 300_000, 100_000).kneeIndex()).isEqualTo(1);
        assertThat(sweep(400_000, 200_000, 100_000, 50_000).kneeIndex()).isEqualTo(3);
    }

    @Test
    void eachValueHasItsStepsMedianWorkAndTheStepsComeBiggestFirst() {
        Sweep sweep = sweep(400_000, 210_000, 200_000, 190_000);

        // Runs.complete's 4 processors: plan step 1 (200 and 300 µs), and two without a plan step, each a step of its own
        assertThat(sweep.steps()).containsExactly("ReadFromMergeTree (default.hits)", "ExpressionTransform",
                "MergeTreeSelect(pool: ReadPool, algorithm: Thread)");
        assertThat(sweep.points().get(0).stepMicros()).containsEntry("ReadFromMergeTree (default.hits)", 500L)
                .containsEntry("ExpressionTransform", 100L);
    }
}
