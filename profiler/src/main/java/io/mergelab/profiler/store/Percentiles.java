package io.mergelab.profiler.store;

/** Percentiles of a sample by linear interpolation between the two nearest ranks (R's and NumPy's default). */
final class Percentiles {
    private Percentiles() {
    }

    /** The {@code fraction} (0..1) percentile of {@code sorted}, ascending and not empty. */
    static double of(double[] sorted, double fraction) {
        double rank = fraction * (sorted.length - 1);
        int below = (int) Math.floor(rank);
        int above = Math.min(below + 1, sorted.length - 1);
        return sorted[below] + (rank - below) * (sorted[above] - sorted[below]);
    }
}
