package io.mergelab.profiler.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The verdict on synthetic samples whose answer is known, at the smallest sample the method is run with (7 each). */
class MedianTestTest {
    private static final long SEED = 42;

    private static MetricVerdict compare(double[] baseline, double[] other) {
        return MedianTest.compare("client_elapsed_us", "B", baseline, other, MedianTest.DEFAULT_MIN_EFFECT, SEED);
    }

    @Test
    void identicalSamplesShowNoSignificantDifference() {
        double[] times = {101, 97, 104, 99, 100, 103, 98};

        MetricVerdict verdict = compare(times, times.clone());

        assertThat(verdict.verdict()).isEqualTo(Verdict.NO_SIGNIFICANT_DIFFERENCE);
        assertThat(verdict.baselineMedian()).isEqualTo(100);
        assertThat(verdict.median()).isEqualTo(100);
        assertThat(verdict.relativeDifference()).isZero();
        assertThat(verdict.ratio()).isEqualTo(1);
        assertThat(verdict.threshold()).isBetween(0.0, 0.1);
        assertThat(verdict.ratioLow()).isLessThanOrEqualTo(1);
        assertThat(verdict.ratioHigh()).isGreaterThanOrEqualTo(1);
    }

    @Test
    void aClearTwofoldShiftInSevenRunsEachIsChanged() {
        double[] baseline = {100, 104, 97, 102, 99, 106, 95};
        double[] doubled = {205, 196, 210, 199, 190, 203, 208};

        MetricVerdict verdict = compare(baseline, doubled);

        assertThat(verdict.verdict()).isEqualTo(Verdict.CHANGED);
        assertThat(verdict.baselineMedian()).isEqualTo(100);
        assertThat(verdict.median()).isEqualTo(203);
        assertThat(verdict.relativeDifference()).isCloseTo(1.03, within(1e-9));
        // 1.2% of relabelings keep both medians in place and tie with the observed difference, so it is the 0.99
        // quantile itself; by their means only the observed split and its mirror are as far apart (p 0.06%)
        assertThat(verdict.threshold()).isEqualTo(verdict.relativeDifference());
        assertThat(verdict.ratio()).isCloseTo(2.03, within(1e-9));
        assertThat(verdict.ratioLow()).isBetween(1.8, 2.03);
        assertThat(verdict.ratioHigh()).isBetween(2.03, 2.25);
    }

    @Test
    void aFasterVariantIsChangedWithANegativeDifference() {
        double[] baseline = {205, 196, 210, 199, 190, 203, 208};
        double[] halved = {100, 104, 97, 102, 99, 106, 95};

        MetricVerdict verdict = compare(baseline, halved);

        assertThat(verdict.verdict()).isEqualTo(Verdict.CHANGED);
        assertThat(verdict.relativeDifference()).isCloseTo(100.0 / 203 - 1, within(1e-9));
        assertThat(verdict.ratioHigh()).isLessThan(0.56);
    }

    @Test
    void noisyOverlappingSamplesAreUnstable() {
        double[] baseline = {100, 150, 80, 200, 120, 90, 170};
        double[] other = {110, 160, 85, 190, 100, 95, 180};

        MetricVerdict verdict = compare(baseline, other);

        assertThat(verdict.verdict()).isEqualTo(Verdict.UNSTABLE);
        assertThat(verdict.threshold()).isGreaterThan(0.2);
        assertThat(verdict.ratioLow()).isLessThan(1);
        assertThat(verdict.ratioHigh()).isGreaterThan(1);
    }

    @Test
    void aRealDifferenceBelowTheMinimumEffectIsNotChangedUnlessTheMinimumIsLowered() {
        double[] baseline = {100.0, 100.2, 99.9, 100.1, 99.8, 100.3, 100.4};
        double[] other = {105.0, 105.2, 104.9, 105.1, 104.8, 105.3, 105.4};

        assertThat(compare(baseline, other).verdict()).isEqualTo(Verdict.NO_SIGNIFICANT_DIFFERENCE);
        assertThat(MedianTest.compare("m", "B", baseline, other, 0.01, SEED).verdict()).isEqualTo(Verdict.CHANGED);
    }

    @Test
    void twoSamplesThatDifferOnlyInWhichOfTwoValuesHoldsTheMajorityAreNotChanged() {
        // every relabeling ties with the observed difference of medians, and most are farther apart by their means
        MetricVerdict verdict = compare(new double[] {10, 10, 10, 10, 20, 20, 20},
                new double[] {10, 10, 10, 20, 20, 20, 20});

        assertThat(verdict.relativeDifference()).isEqualTo(1);
        assertThat(verdict.threshold()).isEqualTo(1);
        assertThat(verdict.verdict()).isEqualTo(Verdict.UNSTABLE);
    }

    @Test
    void aCounterThatDropsFromVaryingValuesToAConstantOneIsChanged() {
        // rows read of a layout the condition cache helps once, against one that reads the same granules every time
        MetricVerdict verdict = compare(new double[] {19968, 19968, 19968, 19968, 19968, 256, 19968},
                new double[] {1024, 1024, 1024, 1024, 1024, 1024, 1024});

        assertThat(verdict.verdict()).isEqualTo(Verdict.CHANGED);
        assertThat(verdict.relativeDifference()).isCloseTo(1024.0 / 19968 - 1, within(1e-9));
    }

    @Test
    void threeRunsEachAreTooFewToCallEvenATwofoldShift() {
        // A third of the relabelings of 6 values give the observed split or its mirror: the 0.99 quantile is the largest
        // difference there is, which the observed one cannot exceed.
        MetricVerdict verdict = compare(new double[] {100, 101, 102}, new double[] {200, 201, 202});

        assertThat(verdict.verdict()).isEqualTo(Verdict.UNSTABLE);
        assertThat(verdict.threshold()).isGreaterThanOrEqualTo(verdict.relativeDifference());
    }

    @Test
    void aMetricThatDoesNotVaryWithinAVariantIsExact() {
        double[] thousand = {1000, 1000, 1000, 1000, 1000, 1000, 1000};
        double[] twoThousand = {2000, 2000, 2000, 2000, 2000, 2000, 2000};

        MetricVerdict differs = compare(thousand, twoThousand);
        MetricVerdict same = compare(thousand, thousand.clone());

        assertThat(differs.verdict()).isEqualTo(Verdict.CHANGED);
        assertThat(differs.threshold()).isZero();
        assertThat(differs.ratioLow()).isEqualTo(2);
        assertThat(differs.ratioHigh()).isEqualTo(2);
        assertThat(same.verdict()).isEqualTo(Verdict.NO_SIGNIFICANT_DIFFERENCE);
        assertThat(same.threshold()).isZero();
    }

    @Test
    void zeroValuedMetricsHaveNoDifferenceAndAMetricAppearingFromZeroIsChanged() {
        double[] zeros = new double[7];
        double[] fives = {5, 5, 5, 5, 5, 5, 5};

        MetricVerdict bothZero = compare(zeros, zeros.clone());
        MetricVerdict fromZero = compare(zeros, fives);
        MetricVerdict toZero = compare(fives, zeros);

        assertThat(bothZero.verdict()).isEqualTo(Verdict.NO_SIGNIFICANT_DIFFERENCE);
        assertThat(bothZero.relativeDifference()).isZero();
        assertThat(bothZero.ratio()).isEqualTo(1);
        assertThat(fromZero.verdict()).isEqualTo(Verdict.CHANGED);
        assertThat(fromZero.relativeDifference()).isInfinite().isPositive();
        assertThat(fromZero.ratio()).isInfinite();
        assertThat(toZero.verdict()).isEqualTo(Verdict.CHANGED);
        assertThat(toZero.relativeDifference()).isEqualTo(-1);
        assertThat(toZero.ratio()).isZero();
    }

    @Test
    void aNoisyMetricOverAZeroMedianIsUnstable() {
        double[] mostlyZero = {0, 0, 0, 0, 3, 4, 5};
        double[] alsoMostlyZero = {0, 0, 0, 0, 4, 5, 6};

        MetricVerdict verdict = compare(mostlyZero, alsoMostlyZero);

        assertThat(verdict.relativeDifference()).isZero();
        // nothing to be relative to: the threshold is kept in the metric's unit, the verdict sees it as infinite
        assertThat(verdict.thresholdIsAbsolute()).isTrue();
        assertThat(verdict.threshold()).isBetween(3.0, 6.0);
        assertThat(verdict.absoluteThreshold()).isEqualTo(verdict.threshold());
        assertThat(verdict.verdict()).isEqualTo(Verdict.UNSTABLE);
        assertThat(MetricText.change(verdict)).isEqualTo("0.00 ms");
        assertThat(MetricText.noise(verdict)).isEqualTo("±" + MetricText.value("client_elapsed_us", verdict.threshold()));
    }

    @Test
    void aTimeAppearingFromZeroShowsItsChangeAndNoiseInMicrosecondsNotInfinity() {
        double[] zeros = new double[7];
        double[] times = {200, 220, 210, 240, 205, 230, 215};

        MetricVerdict verdict = MedianTest.compare("ProfileEvents.FilteringMarksWithPrimaryKeyMicroseconds", "B",
                zeros, times, MedianTest.DEFAULT_MIN_EFFECT, SEED);

        assertThat(verdict.verdict()).isEqualTo(Verdict.CHANGED);
        assertThat(verdict.relativeDifference()).isInfinite();
        assertThat(verdict.thresholdIsAbsolute()).isTrue();
        assertThat(verdict.absoluteDifference()).isEqualTo(215);
        assertThat(verdict.threshold()).isBetween(0.0, 215.0);
        assertThat(MetricText.change(verdict)).isEqualTo("+0.22 ms");
        assertThat(MetricText.noise(verdict)).matches("±0\\.\\d\\d ms");
    }

    @Test
    void overANonZeroBaselineTheChangeAndNoiseStayRelative() {
        double[] baseline = {100, 104, 97, 102, 99, 106, 95};
        double[] doubled = {205, 196, 210, 199, 190, 203, 208};

        MetricVerdict verdict = compare(baseline, doubled);

        assertThat(verdict.thresholdIsAbsolute()).isFalse();
        assertThat(verdict.absoluteThreshold()).isCloseTo(verdict.threshold() * 100, within(1e-9));
        assertThat(MetricText.change(verdict)).isEqualTo("+103%");
        assertThat(MetricText.noise(verdict)).isEqualTo("103%");
    }

    @Test
    void theSameSeedGivesTheSameFiguresAndTheMedianOfAnEvenCountIsTheUpperMiddle() {
        double[] baseline = {10, 12, 11, 13, 9, 14, 10, 12};
        double[] other = {12, 15, 13, 14, 12, 16, 13, 11};

        MetricVerdict first = compare(baseline, other);

        assertThat(compare(baseline, other)).isEqualTo(first);
        assertThat(first.baselineMedian()).isEqualTo(12);
        assertThat(first.median()).isEqualTo(13);
    }

    @Test
    void emptySamplesAndNegativeEffectsAreRefused() {
        assertThatThrownBy(() -> compare(new double[0], new double[] {1}))
                .hasMessage("Metric client_elapsed_us: each variant needs at least one value");
        assertThatThrownBy(() -> MedianTest.compare("m", "B", new double[] {1}, new double[] {1}, -0.1, SEED))
                .hasMessageContaining("must not be negative");
    }
}
