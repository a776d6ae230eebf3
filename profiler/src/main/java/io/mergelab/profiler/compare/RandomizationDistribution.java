package io.mergelab.profiler.compare;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The randomization distribution of |difference of medians| under the null hypothesis that both variants' values
 * come from one distribution, as ClickHouse's performance test builds it (its {@code eqmed.sql}): pool both variants'
 * values, shuffle the pool and split it into groups of the variants' sizes {@code RELABELINGS} times, and keep
 * |median(group 1) − median(group 2)| of each split.
 */
final class RandomizationDistribution {
    static final int RELABELINGS = 10_000;

    private final double[] sortedDifferences;

    private RandomizationDistribution(double[] sortedDifferences) {
        this.sortedDifferences = sortedDifferences;
    }

    static RandomizationDistribution of(double[] baseline, double[] other, SplittableRandom random) {
        int n = baseline.length;
        double[] pool = new double[n + other.length];
        System.arraycopy(baseline, 0, pool, 0, n);
        System.arraycopy(other, 0, pool, n, other.length);
        double[] differences = new double[RELABELINGS];
        double[] shuffled = new double[pool.length];
        for (int r = 0; r < RELABELINGS; r++) {
            System.arraycopy(pool, 0, shuffled, 0, pool.length);
            shuffle(shuffled, random);
            differences[r] = Math.abs(ExactQuantile.medianOfSlice(shuffled, 0, n)
                    - ExactQuantile.medianOfSlice(shuffled, n, shuffled.length));
        }
        Arrays.sort(differences);
        return new RandomizationDistribution(differences);
    }

    /** The quantile at {@code level} (the threshold is the 0.99 one). */
    double quantile(double level) {
        return ExactQuantile.ofSorted(sortedDifferences, level);
    }

    /**
     * The mid-p value of an observed |difference|: the share of relabelings beyond it plus half the share that tie
     * with it (within a relative 1e-9, as equal differences of other pairs of values may differ in the last bit).
     */
    double midPValue(double observed) {
        double tolerance = 1e-9 * Math.max(1, Math.abs(observed));
        int beyond = 0;
        int ties = 0;
        for (double difference : sortedDifferences) {
            if (difference > observed + tolerance) {
                beyond++;
            } else if (difference >= observed - tolerance) {
                ties++;
            }
        }
        return (beyond + ties / 2.0) / sortedDifferences.length;
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
