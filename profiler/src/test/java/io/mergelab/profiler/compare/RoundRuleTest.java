package io.mergelab.profiler.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** When a comparison stops, on synthetic client times whose answer is known. */
class RoundRuleTest {
    private static final List<String> NAMES = List.of("slow", "fast");
    private static final List<VariantPair> PAIR = RoundRule.againstBaseline(2);

    private static ComparisonOptions options(boolean untilDecided) {
        return new ComparisonOptions(0, 7, 40, 0, 300, false, 0.1, 1, untilDecided);
    }

    /**
     * A real 3× difference under heavy, skewed noise, as on a loaded machine: each run takes its variant's time
     * times a log-normal factor (σ = 0.9), the same draws for both variants so that only the 3× differs.
     */
    private static List<double[]> threeFold(int rounds) {
        Random random = new Random(3);
        double[] slow = new double[rounds];
        double[] fast = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            slow[i] = 300_000 * Math.exp(0.9 * random.nextGaussian());
            fast[i] = 100_000 * Math.exp(0.9 * random.nextGaussian());
        }
        return List.of(slow, fast);
    }

    @Test
    void aThreefoldChangeThatSevenNoisyRoundsCallUnstableIsDecidedByMoreRounds() {
        List<double[]> seven = threeFold(7);
        MetricVerdict atSeven = MedianTest.compare(RunMetrics.CLIENT_ELAPSED, "fast", seven.get(0), seven.get(1), 0.1, 1);
        assertThat(atSeven.verdict()).isEqualTo(Verdict.UNSTABLE);
        // a 67% difference, yet the noise threshold is as large
        assertThat(atSeven.threshold()).isGreaterThanOrEqualTo(Math.abs(atSeven.relativeDifference()));

        RoundRule.Decision fixedRule = RoundRule.after(options(false), 7, NAMES, seven, PAIR, 10);
        RoundRule.Decision verdictRule = RoundRule.after(options(true), 7, NAMES, seven, PAIR, 10);

        assertThat(fixedRule.stop()).as("no measured-time target, so the plain rule stops at the least rounds").isTrue();
        assertThat(verdictRule.stop()).as("the verdict is held back by the threshold").isFalse();

        int rounds = 7;
        while (!RoundRule.after(options(true), rounds, NAMES, threeFold(rounds), PAIR, 10).stop()) {
            rounds++;
        }
        List<double[]> enough = threeFold(rounds);
        MetricVerdict decided = MedianTest.compare(RunMetrics.CLIENT_ELAPSED, "fast", enough.get(0), enough.get(1),
                0.1, 1);
        assertThat(rounds).isBetween(8, 39);
        assertThat(decided.verdict()).isEqualTo(Verdict.CHANGED);
        assertThat(decided.ratio()).isBetween(0.2, 0.5);
        assertThat(RoundRule.after(options(true), rounds, NAMES, enough, PAIR, 10).capped()).isFalse();
    }

    @Test
    void anUndecidedPairStopsAtTheRoundCapWithTheReason() {
        double[] a = {100_000, 400_000, 150_000, 900_000, 120_000, 700_000, 200_000, 300_000};
        double[] b = {120_000, 380_000, 160_000, 850_000, 130_000, 650_000, 210_000, 310_000};
        ComparisonOptions capped = new ComparisonOptions(0, 7, 8, 0, 300, false, 0.1, 1, true);

        RoundRule.Decision decision = RoundRule.after(capped, 8, NAMES, List.of(a, b), PAIR, 10);

        assertThat(decision.stop()).isTrue();
        assertThat(decision.capped()).isTrue();
        assertThat(decision.shortOf()).startsWith("Stopped at the most rounds (8) after 8 rounds, with the client time"
                + " undecided for fast against slow (").contains("noise ");
    }

    @Test
    void theTimeCapStopsAfterTheLeastRoundsNamingWhatWasShort() {
        double[] a = new double[7];
        double[] b = new double[7];
        Arrays.fill(a, 50_000);
        Arrays.fill(b, 20_000);

        ComparisonOptions oneSecond = new ComparisonOptions(0, 7, 40, 1_000_000, 300, false, 0.1, 1, true);

        assertThat(RoundRule.after(oneSecond, 6, NAMES, List.of(a, b), PAIR, 1_000).stop()).isFalse();
        assertThat(RoundRule.after(oneSecond, 7, NAMES, List.of(a, b), PAIR, 299).stop()).isFalse();
        RoundRule.Decision decision = RoundRule.after(oneSecond, 7, NAMES, List.of(a, b), PAIR, 300);

        assertThat(decision.capped()).isTrue();
        assertThat(decision.shortOf()).isEqualTo("Stopped at the time cap (300 s) after 7 rounds, before every variant"
                + " had 1.000 s measured: slow 0.350 s, fast 0.140 s");
    }

    @Test
    void noSignificantDifferenceWithALowThresholdIsDecided() {
        double[] a = {100_000, 101_000, 99_000, 100_500, 99_500, 100_200, 99_800};
        double[] b = {100_100, 100_900, 99_100, 100_400, 99_600, 100_300, 99_700};
        RoundRule.Decision decision = RoundRule.after(options(true), 7, NAMES, List.of(a, b), PAIR, 1);

        assertThat(decision.stop()).isTrue();
        assertThat(decision.capped()).isFalse();
    }
}
