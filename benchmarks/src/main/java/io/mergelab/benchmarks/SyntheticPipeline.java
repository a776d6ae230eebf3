package io.mergelab.benchmarks;

import io.mergelab.profiler.run.ProcessorRow;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A pipeline of the shape ClickHouse builds for a wide aggregation: {@code lanes} read streams, each a chain of
 * {@code stepsPerLane} transforms (one plan step per position), a {@code Resize lanes → lanes} half-way, a final
 * {@code Resize lanes → 1}, then a single chain of {@code tail} processors to the output. Timings are seeded random.
 */
final class SyntheticPipeline {
    private SyntheticPipeline() {
    }

    static List<ProcessorRow> processors(int lanes, int stepsPerLane, int tail, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int midStep = stepsPerLane / 2;
        long resizeMid = (long) lanes * stepsPerLane;
        long resizeEnd = resizeMid + 1;
        long firstTail = resizeEnd + 1;
        List<ProcessorRow> rows = new ArrayList<>();
        for (int lane = 0; lane < lanes; lane++) {
            for (int step = 0; step < stepsPerLane; step++) {
                long id = (long) step * lanes + lane;
                long next;
                if (step == midStep - 1) {
                    next = resizeMid;
                } else if (step == stepsPerLane - 1) {
                    next = resizeEnd;
                } else {
                    next = id + lanes;
                }
                String name = step == 0 ? "MergeTreeSelect(pool: ReadPool, algorithm: Thread)" : "Transform" + step;
                rows.add(row(id, List.of(next), 100 + step, "Step" + step, name, random));
            }
        }
        List<Long> midOutputs = new ArrayList<>();
        for (int lane = 0; lane < lanes; lane++) {
            midOutputs.add((long) midStep * lanes + lane);
        }
        rows.add(row(resizeMid, midOutputs, 0, "", "Resize", random));
        rows.add(row(resizeEnd, List.of(firstTail), 0, "", "Resize", random));
        for (int t = 0; t < tail; t++) {
            long id = firstTail + t;
            rows.add(row(id, t + 1 < tail ? List.of(id + 1) : List.of(), 200 + t, "Tail" + t, "TailTransform" + t, random));
        }
        return rows;
    }

    private static ProcessorRow row(long id, List<Long> parents, long step, String stepName, String name,
                                    SplittableRandom random) {
        return new ProcessorRow(id, parents, step, stepName, stepName.isEmpty() ? "" : "description of " + stepName, 0,
                name, name + "_" + id, stepName + "_" + step, random.nextLong(1_000_000), random.nextLong(1_000_000),
                random.nextLong(100_000), random.nextLong(10_000_000), random.nextLong(1L << 30),
                random.nextLong(10_000_000), random.nextLong(1L << 30));
    }
}
