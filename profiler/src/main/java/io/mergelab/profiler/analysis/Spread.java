package io.mergelab.profiler.analysis;

import java.util.Arrays;

/**
 * How one figure spreads over the parallel processors of a plan step: smallest, median, largest and sum. The
 * median of an even count is the mean of the middle two, rounded down.
 */
public record Spread(long min, long median, long max, long sum) {
    public static final Spread EMPTY = new Spread(0, 0, 0, 0);

    public static Spread of(long[] values) {
        if (values.length == 0) {
            return EMPTY;
        }
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int mid = sorted.length / 2;
        long median = sorted.length % 2 == 1 ? sorted[mid] : Math.floorDiv(sorted[mid - 1] + sorted[mid], 2);
        return new Spread(sorted[0], median, sorted[sorted.length - 1], Arrays.stream(sorted).sum());
    }
}
