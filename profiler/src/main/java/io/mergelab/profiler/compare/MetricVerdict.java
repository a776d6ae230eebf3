package io.mergelab.profiler.compare;

import java.util.Objects;

/**
 * One metric of one variant against the baseline (the comparison's first variant). Medians are in the metric's unit;
 * {@code relativeDifference} is (median − baselineMedian) / baselineMedian and {@code threshold} the permutation
 * threshold over the baseline median, both as fractions (0.1 = 10%); {@code ratio} is median / baselineMedian with its
 * bootstrap 95% interval {@code [ratioLow, ratioHigh]}. With a baseline median of 0 the relative figures are 0 when the
 * other is 0 too, else infinite.
 */
public record MetricVerdict(String metric, String variant, double baselineMedian, double median,
                            double relativeDifference, double threshold, double ratio, double ratioLow,
                            double ratioHigh, Verdict verdict) {
    public MetricVerdict {
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(verdict, "verdict");
    }
}
