package io.mergelab.app.gui.compare;

import io.mergelab.profiler.compare.MetricText;
import io.mergelab.profiler.compare.MetricVerdict;
import io.mergelab.profiler.compare.RunMetrics;
import io.mergelab.profiler.compare.Verdict;
import java.util.Objects;

/**
 * One metric of one variant against the baseline as the metrics table shows it: both medians in the metric's unit,
 * the ratio with its bootstrap 95% interval, the change, the noise threshold and the verdict. {@code headline} marks
 * the client time, server time, rows, bytes and memory, which the table always lists.
 */
public record MetricRow(String metric, String variant, String baselineMedian, String median, String ratio,
                        String change, String threshold, Verdict verdict, boolean headline) {
    public MetricRow {
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(verdict, "verdict");
    }

    static MetricRow of(MetricVerdict v) {
        return new MetricRow(v.metric(), v.variant(), MetricText.value(v.metric(), v.baselineMedian()),
                MetricText.value(v.metric(), v.median()), MetricText.ratioWithInterval(v),
                MetricText.change(v), MetricText.noise(v), v.verdict(),
                !v.metric().startsWith(RunMetrics.PROFILE_EVENT_PREFIX));
    }

    /** The style class of the verdict's colour: {@code verdict-changed}, {@code verdict-unstable}, {@code verdict-same}. */
    public String verdictStyle() {
        return styleOf(verdict);
    }

    static String styleOf(Verdict verdict) {
        return switch (verdict) {
            case CHANGED -> "verdict-changed";
            case UNSTABLE -> "verdict-unstable";
            case NO_SIGNIFICANT_DIFFERENCE -> "verdict-same";
        };
    }

    /** Worth listing without "all metrics": a headline metric, or a ProfileEvent that changed or is unstable. */
    boolean worthListing() {
        return headline || verdict != Verdict.NO_SIGNIFICANT_DIFFERENCE;
    }
}
