package io.mergelab.profiler.compare;

import io.mergelab.profiler.run.Run;
import java.util.ArrayList;
import java.util.List;

/** The verdicts of a comparison's metrics from its runs: each variant after the first against the first. */
public final class ComparisonAnalysis {
    private ComparisonAnalysis() {
    }

    /**
     * One {@link MetricVerdict} per variant after the baseline and metric ({@link RunMetrics#names} of all runs, but
     * only the ProfileEvents every target counts when the variants run on different targets: {@link TargetMetrics}),
     * grouped by variant; {@code runs} per variant, in the variants' order.
     */
    public static List<MetricVerdict> verdicts(List<Variant> variants, List<List<Run>> runs, double minEffect,
                                               long seed) {
        List<Run> all = runs.stream().flatMap(List::stream).toList();
        List<String> metrics = TargetMetrics.judged(runs, RunMetrics.names(all));
        List<MetricVerdict> verdicts = new ArrayList<>();
        for (int v = 1; v < variants.size(); v++) {
            verdicts.addAll(verdicts(metrics, variants.get(v).name(), runs.get(0), runs.get(v), minEffect, seed));
        }
        return verdicts;
    }

    /** {@code other}'s runs against {@code baseline}'s, metric by metric. */
    public static List<MetricVerdict> verdicts(List<String> metrics, String variant, List<Run> baseline,
                                               List<Run> other, double minEffect, long seed) {
        List<MetricVerdict> verdicts = new ArrayList<>();
        for (String metric : metrics) {
            verdicts.add(MedianTest.compare(metric, variant, RunMetrics.values(baseline, metric),
                    RunMetrics.values(other, metric), minEffect, seed));
        }
        return verdicts;
    }
}
