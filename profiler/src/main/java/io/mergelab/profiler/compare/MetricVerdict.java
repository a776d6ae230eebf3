package io.mergelab.profiler.compare;

import java.util.Objects;

/**
 * One metric of one variant against the baseline (the comparison's first variant). Medians are in the metric's unit;
 * {@code relativeDifference} is (median − baselineMedian) / baselineMedian and {@code threshold} the permutation
 * threshold over the baseline median, both as fractions (0.1 = 10%); {@code ratio} is median / baselineMedian with its
 * bootstrap 95% interval {@code [ratioLow, ratioHigh]}. With a baseline median of 0 there is nothing to be relative
 * to: the relative difference and the ratio are 0 when the other is 0 too, else infinite, and the threshold is
 * absolute, in the metric's unit ({@link #thresholdIsAbsolute()}; stores written before this kept it infinite).
 */
public record MetricVerdict(String metric, String variant, double baselineMedian, double median,
                            double relativeDifference, double threshold, double ratio, double ratioLow,
                            double ratioHigh, Verdict verdict) {
    public MetricVerdict {
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(verdict, "verdict");
    }

    /** Whether {@link #threshold()} is in the metric's unit: the baseline median is 0. */
    public boolean thresholdIsAbsolute() {
        return baselineMedian == 0;
    }

    /** median − baselineMedian, in the metric's unit. */
    public double absoluteDifference() {
        return median - baselineMedian;
    }

    /** The permutation threshold in the metric's unit. */
    public double absoluteThreshold() {
        return thresholdIsAbsolute() ? threshold : threshold * Math.abs(baselineMedian);
    }
}
