package io.mergelab.profiler.compare;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The randomization distribution of |difference of medians| under the null hypothesis that both variants' values
 * come from one distribution, as ClickHouse's performance test builds it (its {@code eqmed.sql}): pool both variants'
 * values, shuffle the pool and split it into groups of the variants' sizes {@code RELABELINGS} times, and keep
 * |median(group 1) − median(group 2)| of each split. It also keeps each split's |difference of means|, which breaks
 * ties of the medians' difference (see {@link #pValue}).
 */
final class RandomizationDistribution {
    static final int RELABELINGS = 10_000;

    private final double[] sortedDifferences;
    private final double[] medianDifferences;
    private final double[] meanDifferences;

    private RandomizationDistribution(double[] medianDifferences, double[] meanDifferences) {
        this.medianDifferences = medianDifferences;
        this.meanDifferences = meanDifferences;
        this.sortedDifferences = medianDifferences.clone();
        Arrays.sort(sortedDifferences);
    }

    static RandomizationDistribution of(double[] baseline, double[] other, SplittableRandom random) {
        int n = baseline.length;
        double[] pool = new double[n + other.length];
        System.arraycopy(baseline, 0, pool, 0, n);
        System.arraycopy(other, 0, pool, n, other.length);
        double[] medianDifferences = new double[RELABELINGS];
        double[] meanDifferences = new double[RELABELINGS];
        double[] shuffled = new double[pool.length];
        for (int r = 0; r < RELABELINGS; r++) {
            System.arraycopy(pool, 0, shuffled, 0, pool.length);
            shuffle(shuffled, random);
            meanDifferences[r] = meanDifference(shuffled, n);
            medianDifferences[r] = Math.abs(ExactQuantile.medianOfSlice(shuffled, 0, n)
                    - ExactQuantile.medianOfSlice(shuffled, n, shuffled.length));
        }
        return new RandomizationDistribution(medianDifferences, meanDifferences);
    }

    /** |mean(values[0, n)) − mean(values[n, end))|. */
    static double meanDifference(double[] values, int n) {
        double first = 0;
        double second = 0;
        for (int i = 0; i < values.length; i++) {
            if (i < n) {
                first += values[i];
            } else {
                second += values[i];
            }
        }
        return Math.abs(first / n - second / (values.length - n));
    }

    /** The quantile at {@code level} (the threshold is the 0.99 one). */
    double quantile(double level) {
        return ExactQuantile.ofSorted(sortedDifferences, level);
    }

    /**
     * The share of relabelings at least as far apart as the observed split: a larger |median difference|, or the same
     * one (within a relative 1e-9, as equal differences of other pairs of values may differ in the last bit) and a
     * |mean difference| at least as large. The means only order the ties of the medians, which at small samples are
     * many: every split of two constant groups, and a good share of the splits of two groups that do not overlap,
     * keeps both medians where they were.
     */
    double pValue(double observedMedianDifference, double observedMeanDifference) {
        double tolerance = 1e-9 * Math.max(1, Math.abs(observedMedianDifference));
        double meanTolerance = 1e-9 * Math.max(1, Math.abs(observedMeanDifference));
        int atLeast = 0;
        for (int r = 0; r < medianDifferences.length; r++) {
            double difference = medianDifferences[r];
            if (difference > observedMedianDifference + tolerance
                    || (difference >= observedMedianDifference - tolerance
                    && meanDifferences[r] >= observedMeanDifference - meanTolerance)) {
                atLeast++;
            }
        }
        return (double) atLeast / medianDifferences.length;
    }

    /** Fisher–Yates. */
    private static void shuffle(double[] values, SplittableRandom random) {
        for (int i = values.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            double swap = values[i];
            values[i] = values[j];
            values[j] = swap;
        }
    }
}
