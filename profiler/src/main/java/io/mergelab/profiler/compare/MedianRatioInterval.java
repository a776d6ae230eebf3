package io.mergelab.profiler.compare;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A percentile bootstrap interval of median(other) / median(baseline): each variant's values are resampled with
 * replacement, {@code RESAMPLES} times, and the interval runs from the 2.5th to the 97.5th percentile of the ratios.
 * Shown beside the verdict so a reader sees how far the ratio could plausibly be off; the verdict itself comes from
 * the permutation threshold.
 */
final class MedianRatioInterval {
    static final int RESAMPLES = 10_000;

    private MedianRatioInterval() {
    }

    /** {@code {low, high}}. */
    static double[] of(double[] baseline, double[] other, SplittableRandom random) {
        double[] ratios = new double[RESAMPLES];
        double[] baselineSample = new double[baseline.length];
        double[] otherSample = new double[other.length];
        for (int r = 0; r < RESAMPLES; r++) {
            resample(baseline, baselineSample, random);
            resample(other, otherSample, random);
            ratios[r] = ratio(ExactQuantile.medianOfSlice(baselineSample, 0, baselineSample.length),
                    ExactQuantile.medianOfSlice(otherSample, 0, otherSample.length));
        }
        Arrays.sort(ratios);
        return new double[] {ExactQuantile.ofSorted(ratios, 0.025), ExactQuantile.ofSorted(ratios, 0.975)};
    }

    /** other / baseline; 1 when both are 0, infinite when only the baseline is. */
    static double ratio(double baseline, double other) {
        if (baseline == 0) {
            return other == 0 ? 1 : Double.POSITIVE_INFINITY;
        }
        return other / baseline;
    }

    private static void resample(double[] values, double[] into, SplittableRandom random) {
        for (int i = 0; i < into.length; i++) {
            into[i] = values[random.nextInt(values.length)];
        }
    }
}
