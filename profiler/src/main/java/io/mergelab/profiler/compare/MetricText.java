package io.mergelab.profiler.compare;

import io.mergelab.profiler.text.Thousands;
import io.mergelab.engine.ReadableNumbers;
import java.util.Locale;

/**
 * A metric's figures for people, by the unit its name carries: microseconds ({@code _us}, {@code ...Microseconds})
 * and milliseconds as ms or s, bytes ({@code bytes}, {@code ...Bytes}, {@code memory_usage}) in binary units, other
 * counts as whole numbers; ratios as {@code 0.67×}, relative figures as signed percentages.
 */
public final class MetricText {
    private MetricText() {
    }

    /** The value of metric {@code metric}: {@code 1.23 ms}, {@code 1.50 MiB}, {@code 20,000}. */
    public static String value(String metric, double value) {
        if (metric.endsWith("_us") || metric.endsWith("Microseconds")) {
            return time(value / 1000);
        }
        if (metric.endsWith("_ms") || metric.endsWith("Milliseconds")) {
            return time(value);
        }
        if (metric.contains("bytes") || metric.endsWith("Bytes") || metric.equals("memory_usage")) {
            return ReadableNumbers.size(value);
        }
        return value == Math.rint(value) && Math.abs(value) < 1e15
                ? Thousands.of((long) value) : String.format(Locale.ROOT, "%,.2f", value);
    }

    /** {@code 0.67×}; {@code ∞×} when the baseline was 0. */
    public static String ratio(double ratio) {
        if (Double.isInfinite(ratio)) {
            return "∞×";
        }
        return String.format(Locale.ROOT, ratio != 0 && ratio < 0.1 ? "%.3f×" : "%.2f×", ratio);
    }

    /** {@code 0.67× [0.60, 0.71]}. */
    public static String ratioWithInterval(MetricVerdict verdict) {
        return ratio(verdict.ratio()) + " [" + ratio(verdict.ratioLow()).replace("×", "") + ", "
                + ratio(verdict.ratioHigh()).replace("×", "") + "]";
    }

    /** A relative difference: {@code +103%}, {@code -33%}, {@code 0%}, {@code +∞%}. */
    public static String percent(double fraction) {
        if (Double.isInfinite(fraction)) {
            return fraction > 0 ? "+∞%" : "-∞%";
        }
        long rounded = Math.round(fraction * 100);
        return (rounded > 0 ? "+" : "") + rounded + "%";
    }

    /** A threshold: {@code 12%}, {@code ∞%}. */
    public static String threshold(double fraction) {
        return Double.isInfinite(fraction) ? "∞%" : Math.round(fraction * 100) + "%";
    }

    /**
     * A verdict's change: its relative difference ({@code -33%}), or over a baseline median of 0 the difference in
     * the metric's unit ({@code +0.22 ms}, {@code +1,024}).
     */
    public static String change(MetricVerdict verdict) {
        if (!verdict.thresholdIsAbsolute()) {
            return percent(verdict.relativeDifference());
        }
        double difference = verdict.absoluteDifference();
        return (difference > 0 ? "+" : "") + value(verdict.metric(), difference);
    }

    /** A verdict's noise threshold: {@code 12%}, or over a baseline median of 0 in the metric's unit: {@code ±0.05 ms}. */
    public static String noise(MetricVerdict verdict) {
        if (!verdict.thresholdIsAbsolute()) {
            return threshold(verdict.threshold());
        }
        return Double.isInfinite(verdict.threshold()) ? "∞" : "±" + value(verdict.metric(), verdict.threshold());
    }

    private static String time(double millis) {
        if (Math.abs(millis) >= 1000) {
            return String.format(Locale.ROOT, "%.3f s", millis / 1000);
        }
        return String.format(Locale.ROOT, "%.2f ms", millis);
    }
}
