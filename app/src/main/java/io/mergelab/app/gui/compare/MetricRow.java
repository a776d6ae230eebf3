package io.mergelab.app.gui.compare;

import io.mergelab.profiler.compare.MetricText;
import io.mergelab.profiler.compare.MetricVerdict;
import io.mergelab.profiler.compare.RunMetrics;
import io.mergelab.profiler.compare.Verdict;
import java.util.Objects;

/**
 * One metric of one variant against the baseline as the metrics table shows it: both medians in the metric's unit,
 * the ratio with its bootstrap 95% interval, the change, the noise threshold and the verdict with the style class of
 * its colour ({@link VerdictColour}). {@code headline} marks the client time, server time, rows, bytes and memory,
 * which the table always lists.
 */
public record MetricRow(String metric, String variant, String baselineMedian, String median, String ratio,
                        String change, String threshold, Verdict verdict, boolean headline, String verdictStyle) {
    public MetricRow {
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(verdict, "verdict");
    }

    static MetricRow of(MetricVerdict v) {
        return new MetricRow(v.metric(), v.variant(), MetricText.value(v.metric(), v.baselineMedian()),
                MetricText.value(v.metric(), v.median()), MetricText.ratioWithInterval(v),
                MetricText.change(v), MetricText.noise(v), v.verdict(),
                !v.metric().startsWith(RunMetrics.PROFILE_EVENT_PREFIX), VerdictColour.of(v));
    }

    /** Worth listing without "all metrics": a headline metric, or a ProfileEvent that changed or is unstable. */
    boolean worthListing() {
        return headline || verdict != Verdict.NO_SIGNIFICANT_DIFFERENCE;
    }
}
