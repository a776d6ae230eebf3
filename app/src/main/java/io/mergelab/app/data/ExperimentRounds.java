package io.mergelab.app.data;

import io.mergelab.profiler.compare.ComparisonOptions;

/**
 * How an experiment's comparisons take rounds, the one rule of {@code mergelab experiment run|layouts} and the
 * Experiments screen: at least {@code minRounds}, then on while a variant has less than {@code measureSeconds} of
 * client time or the noise threshold holds back a client-time verdict, up to {@code maxRounds} or
 * {@code maxSeconds} per query ({@code RoundRule}). {@code maxRounds} equal to {@code minRounds} runs exactly that
 * many.
 */
public record ExperimentRounds(int minRounds, int maxRounds, double measureSeconds, long maxSeconds) {
    public static final int DEFAULT_MAX_ROUNDS = 30;
    public static final double DEFAULT_MEASURE_SECONDS = 1;
    public static final long DEFAULT_MAX_SECONDS = 300;

    /** The defaults with at least {@code minRounds} (raised to 7). */
    public static ExperimentRounds atLeast(int minRounds) {
        return new ExperimentRounds(Math.max(ComparisonOptions.MIN_ROUNDS, minRounds), DEFAULT_MAX_ROUNDS,
                DEFAULT_MEASURE_SECONDS, DEFAULT_MAX_SECONDS);
    }

    /**
     * The comparisons' options, until decided; a most-rounds cap below the least is raised to it. A value out of range
     * fails with IllegalArgumentException naming it.
     */
    public ComparisonOptions options(int warmups, double minEffect, long seed) {
        if (!(measureSeconds >= 0)) {
            throw new IllegalArgumentException("The measured time per variant must not be negative, got "
                    + measureSeconds + " s");
        }
        return new ComparisonOptions(warmups, minRounds, Math.max(minRounds, maxRounds),
                Math.round(measureSeconds * 1e6), maxSeconds, false, minEffect, seed, true);
    }
}
