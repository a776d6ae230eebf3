package io.mergelab.app.gui.history;

import java.util.Arrays;

/** Quantiles as ClickHouse's {@code quantileExact} takes them: the value at index ⌊q·n⌋ of the sorted sample. */
final class Percentiles {
    private Percentiles() {
    }

    static double of(double[] values, double quantile) {
        if (values.length == 0) {
            return 0;
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int index = (int) Math.min(sorted.length - 1, Math.floor(quantile * sorted.length));
        return sorted[index];
    }
}
