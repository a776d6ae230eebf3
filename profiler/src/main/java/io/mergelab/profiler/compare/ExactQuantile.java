package io.mergelab.profiler.compare;

import java.util.Arrays;

/**
 * Quantiles as ClickHouse's {@code quantileExact} takes them, which its performance test uses: the element at index
 * ⌊level × n⌋ of the sorted values (the last one for level 1), so the median of an even count is the upper middle
 * value, never a mean of two.
 */
public final class ExactQuantile {
    private ExactQuantile() {
    }

    /** The quantile of already sorted values. */
    static double ofSorted(double[] sorted, double level) {
        if (sorted.length == 0) {
            throw new IllegalArgumentException("No values to take a quantile of");
        }
        int index = (int) Math.min(sorted.length - 1, Math.floor(level * sorted.length));
        return sorted[index];
    }

    /** The median of {@code values} (left as they are). */
    public static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return ofSorted(sorted, 0.5);
    }

    /** The median of {@code values[from, to)}, sorting that slice in place. */
    static double medianOfSlice(double[] values, int from, int to) {
        Arrays.sort(values, from, to);
        return values[from + (to - from) / 2];
    }
}
