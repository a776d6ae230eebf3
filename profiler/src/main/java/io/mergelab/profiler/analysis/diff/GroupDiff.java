package io.mergelab.profiler.analysis.diff;

import java.util.Objects;

/**
 * One processor group (the parallel copies of one processor name in one aligned plan step) in both sides:
 * {@link ProcessorFigures#ABSENT} on a side that did not run it. {@code shareOfTotalDelta} is the group's
 * {@link #elapsedDeltaMicros()} over the diff's total; NaN when the total did not move.
 */
public record GroupDiff(AlignedStep step, String processor, ProcessorFigures a, ProcessorFigures b,
                        double shareOfTotalDelta) {
    public GroupDiff {
        Objects.requireNonNull(step, "step");
        Objects.requireNonNull(processor, "processor");
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
    }

    public Presence presence() {
        return Presence.of(a.present(), b.present());
    }

    /** B's sum minus A's sum of the measure (µs, rows or bytes). */
    public long delta(Measure measure) {
        return measure.of(b).sum() - measure.of(a).sum();
    }

    /** How much processor time moved: B's summed {@code elapsed_us} minus A's. */
    public long elapsedDeltaMicros() {
        return delta(Measure.ELAPSED_MICROS);
    }
}
