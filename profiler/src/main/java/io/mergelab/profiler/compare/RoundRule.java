package io.mergelab.profiler.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;

/**
 * When a comparison stops taking rounds, after each round: never before {@link ComparisonOptions#minRounds()}; then
 * once every variant has {@link ComparisonOptions#targetMicrosPerVariant()} of measured client time and, with
 * {@link ComparisonOptions#untilDecided()}, the client time of every pair to decide is decided; else at the round or
 * time cap, with the reason. A pair is undecided while the permutation threshold holds its verdict back: it is
 * {@code unstable}, or its difference is beyond the minimum effect but not beyond the noise. More rounds narrow the
 * threshold, so a real 3× change that 7 noisy rounds call unstable becomes {@code changed}.
 */
public final class RoundRule {
    private RoundRule() {
    }

    /** Whether to stop, and why. */
    public record Decision(boolean stop, String shortOf) {
        static final Decision GO_ON = new Decision(false, "");

        /** Stopped before the rule was met (a cap), with what was still short. */
        public boolean capped() {
            return stop && !shortOf.isEmpty();
        }
    }

    /**
     * Decides after {@code rounds} rounds, {@code clientMicros} per variant (in the variants' order, named by
     * {@code names}) measured so far, {@code elapsedSeconds} into the comparison.
     */
    public static Decision after(ComparisonOptions options, int rounds, List<String> names, List<double[]> clientMicros,
                                 List<VariantPair> pairs, long elapsedSeconds) {
        if (rounds < options.minRounds()) {
            return Decision.GO_ON;
        }
        List<String> behind = new ArrayList<>();
        for (int v = 0; v < names.size(); v++) {
            double measured = sum(clientMicros.get(v));
            if (measured < options.targetMicrosPerVariant()) {
                behind.add(String.format(Locale.ROOT, "%s %.3f s", names.get(v), measured / 1e6));
            }
        }
        List<String> undecided = options.untilDecided() ? undecided(options, names, clientMicros, pairs) : List.of();
        if (behind.isEmpty() && undecided.isEmpty()) {
            return new Decision(true, "");
        }
        String cap = rounds >= options.maxRounds() ? "the most rounds (" + options.maxRounds() + ")"
                : elapsedSeconds >= options.maxSeconds() ? "the time cap (" + options.maxSeconds() + " s)" : null;
        if (cap == null) {
            return Decision.GO_ON;
        }
        List<String> parts = new ArrayList<>();
        if (!behind.isEmpty()) {
            parts.add(String.format(Locale.ROOT, "before every variant had %.3f s measured: %s",
                    options.targetMicrosPerVariant() / 1e6, String.join(", ", behind)));
        }
        if (!undecided.isEmpty()) {
            parts.add("with the client time undecided for " + String.join(", ", undecided));
        }
        return new Decision(true, "Stopped at " + cap + " after " + rounds + " rounds, " + String.join("; ", parts));
    }

    /** The pairs whose client-time verdict the noise threshold holds back, described. */
    static List<String> undecided(ComparisonOptions options, List<String> names, List<double[]> clientMicros,
                                  List<VariantPair> pairs) {
        List<String> undecided = new ArrayList<>();
        for (VariantPair pair : pairs) {
            MetricVerdict verdict = MedianTest.compare(RunMetrics.CLIENT_ELAPSED, names.get(pair.other()),
                    clientMicros.get(pair.baseline()), clientMicros.get(pair.other()), options.minEffect(),
                    options.seed());
            if (heldBack(verdict, options.minEffect())) {
                undecided.add(names.get(pair.other()) + " against " + names.get(pair.baseline()) + " ("
                        + MetricText.change(verdict) + ", noise " + MetricText.noise(verdict) + ")");
            }
        }
        return undecided;
    }

    /** Unstable, or beyond the minimum effect yet not changed: the threshold, not the difference, decided it. */
    static boolean heldBack(MetricVerdict verdict, double minEffect) {
        return verdict.verdict() == Verdict.UNSTABLE
                || (verdict.verdict() != Verdict.CHANGED && Math.abs(verdict.relativeDifference()) > minEffect);
    }

    /** Every variant against the first: the comparison's own verdicts. */
    public static List<VariantPair> againstBaseline(int variants) {
        return IntStream.range(1, variants).mapToObj(v -> new VariantPair(0, v)).toList();
    }

    private static double sum(double[] values) {
        double sum = 0;
        for (double value : values) {
            sum += value;
        }
        return sum;
    }
}
