package io.mergelab.profiler.analysis.diff;

import java.util.Objects;

/**
 * The part of the diff's total that one aligned plan step holds: the step's processor time on each side (its
 * groups' summed {@code elapsed_us}, so the steps' parts add up to the total exactly) and its parallelism on each
 * side (0 where absent). {@code shareOfTotalDelta} is NaN when the total did not move; shares of steps that moved
 * against the total are negative and the others can then exceed 100%.
 */
public record StepDelta(AlignedStep step, int parallelismA, int parallelismB, long workMicrosA, long workMicrosB,
                        double shareOfTotalDelta) {
    public StepDelta {
        Objects.requireNonNull(step, "step");
    }

    public long deltaMicros() {
        return workMicrosB - workMicrosA;
    }
}
