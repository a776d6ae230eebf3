package io.mergelab.profiler.compare;

/**
 * Two variants of one comparison, by their positions in it: {@code other} judged against {@code baseline} (the
 * comparison's verdicts are every variant against position 0; an experiment adds its layout steps).
 */
public record VariantPair(int baseline, int other) {
    public VariantPair {
        if (baseline < 0 || other < 0 || baseline == other) {
            throw new IllegalArgumentException("A pair needs two different variant positions, got " + baseline
                    + " and " + other);
        }
    }
}
