package io.mergelab.profiler.compare;

import java.util.SplittableRandom;

/**
 * The verdict on one metric of two variants, by ClickHouse's performance-test method (docker/test/
 * performance-comparison: {@code eqmed.sql} and the report's {@code changed_fail} / {@code unstable_fail}):
 * <ul>
 * <li>d = relative difference of the medians, (other − baseline) / baseline;</li>
 * <li>t = the 0.99 quantile of the {@link RandomizationDistribution} (the permutation threshold) over the baseline
 * median;</li>
 * <li>{@code changed} when |d| &gt; the minimum effect and |d| &gt; t;</li>
 * <li>{@code unstable} when not changed but t &gt; the minimum effect + 0.10 (20% at the default 10%);</li>
 * <li>else {@code no significant difference}.</li>
 * </ul>
 * Two additions for ties, which the method meets at its smallest sample (7 runs each) and with counters (rows read,
 * marks), where a median can take few values:
 * <ul>
 * <li>When |d| equals t (more than 1% of relabelings give the observed |median difference|), the relabelings that tie
 * are ordered by their |difference of means|: |d| counts as beyond the noise when fewer than 1% of relabelings have
 * a larger |median difference|, or the same one and a |mean difference| at least the observed. Two samples of 7
 * that do not overlap (a clear 2× shift, or 20,000 against 1,024 rows read) tie on the medians in about 1–25% of
 * relabelings but are the farthest apart by their means; two samples that differ only in which of two values holds
 * the majority (bimodal times) tie in every relabeling and are not far apart by their means.</li>
 * <li>A metric whose values do not vary within either variant is exact: its threshold is 0, since there is no noise
 * (the plain threshold would be the difference itself, as every split of two constant groups has the same |median
 * difference|).</li>
 * </ul>
 */
public final class MedianTest {
    /** ClickHouse's {@code report_threshold}, the default minimum effect. */
    public static final double DEFAULT_MIN_EFFECT = 0.10;
    /** How far above the minimum effect the threshold may go before the comparison is unstable. */
    static final double UNSTABLE_MARGIN = 0.10;
    /** The permutation threshold is this quantile of the randomization distribution. */
    static final double THRESHOLD_LEVEL = 0.99;

    private MedianTest() {
    }

    /**
     * Compares {@code other}'s values of {@code metric} with {@code baseline}'s (each at least one value);
     * {@code seed} makes the relabelings and resamples repeatable.
     */
    public static MetricVerdict compare(String metric, String variant, double[] baseline, double[] other,
                                        double minEffect, long seed) {
        if (baseline.length == 0 || other.length == 0) {
            throw new IllegalArgumentException("Metric " + metric + ": each variant needs at least one value");
        }
        if (!(minEffect >= 0)) {
            throw new IllegalArgumentException("The minimum effect must not be negative, got " + minEffect);
        }
        SplittableRandom random = new SplittableRandom(seed ^ metric.hashCode() * 0x9E3779B97F4A7C15L
                ^ variant.hashCode());
        double baselineMedian = ExactQuantile.median(baseline);
        double median = ExactQuantile.median(other);
        double absoluteDifference = Math.abs(median - baselineMedian);
        double absoluteThreshold;
        boolean beyondNoise;
        if (constant(baseline) && constant(other)) {
            absoluteThreshold = 0;
            beyondNoise = absoluteDifference > 0;
        } else {
            RandomizationDistribution distribution = RandomizationDistribution.of(baseline, other, random);
            absoluteThreshold = distribution.quantile(THRESHOLD_LEVEL);
            // equal differences of other pairs of values may differ in the last bit
            boolean tie = Math.abs(absoluteDifference - absoluteThreshold) <= 1e-9 * Math.max(1, absoluteThreshold);
            beyondNoise = (absoluteDifference > absoluteThreshold && !tie) || (tie
                    && distribution.pValue(absoluteDifference, meanDifference(baseline, other)) < 1 - THRESHOLD_LEVEL);
        }
        double difference = relative(median - baselineMedian, baselineMedian);
        double threshold = relative(absoluteThreshold, baselineMedian);
        double[] interval = MedianRatioInterval.of(baseline, other, random);
        // over a baseline of 0 the verdict sees an infinite threshold (unstable unless changed); it is kept absolute
        return new MetricVerdict(metric, variant, baselineMedian, median, difference,
                baselineMedian == 0 ? absoluteThreshold : threshold,
                MedianRatioInterval.ratio(baselineMedian, median), interval[0], interval[1],
                verdict(difference, beyondNoise, threshold, minEffect));
    }

    private static Verdict verdict(double difference, boolean beyondNoise, double threshold, double minEffect) {
        if (Math.abs(difference) > minEffect && beyondNoise) {
            return Verdict.CHANGED;
        }
        return threshold > minEffect + UNSTABLE_MARGIN ? Verdict.UNSTABLE : Verdict.NO_SIGNIFICANT_DIFFERENCE;
    }

    private static double relative(double amount, double base) {
        if (base == 0) {
            return amount == 0 ? 0 : Math.copySign(Double.POSITIVE_INFINITY, amount);
        }
        return amount / Math.abs(base);
    }

    private static double meanDifference(double[] baseline, double[] other) {
        double[] both = new double[baseline.length + other.length];
        System.arraycopy(baseline, 0, both, 0, baseline.length);
        System.arraycopy(other, 0, both, baseline.length, other.length);
        return RandomizationDistribution.meanDifference(both, baseline.length);
    }

    private static boolean constant(double[] values) {
        for (double value : values) {
            if (value != values[0]) {
                return false;
            }
        }
        return true;
    }
}
