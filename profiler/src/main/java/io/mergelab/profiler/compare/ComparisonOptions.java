package io.mergelab.profiler.compare;

/**
 * How a comparison is run and judged: {@code warmups} unmeasured runs of each variant first, then rounds of one
 * measured run of each variant in a shuffled order, at least {@code minRounds}, going on until every variant has
 * {@code targetMicrosPerVariant} of measured client time, but no further than {@code maxRounds} rounds or
 * {@code maxSeconds} of the whole comparison (checked once the minimum rounds are done). {@code cold} drops the
 * caches before each measured run. {@code minEffect} is the smallest relative difference called changed;
 * {@code seed} seeds the round order, the relabelings and the resamples. {@code untilDecided} also goes on (to the
 * same caps) while the noise threshold holds back a client-time verdict ({@link RoundRule}).
 */
public record ComparisonOptions(int warmups, int minRounds, int maxRounds, long targetMicrosPerVariant,
                                long maxSeconds, boolean cold, double minEffect, long seed, boolean untilDecided) {
    /** Fewer rounds than this give the permutation test too few distinct medians to judge by. */
    public static final int MIN_ROUNDS = 7;
    public static final int DEFAULT_MAX_ROUNDS = 50;
    public static final long DEFAULT_TARGET_MICROS = 1_000_000;
    public static final long DEFAULT_MAX_SECONDS = 300;
    public static final long DEFAULT_SEED = 1;

    public ComparisonOptions {
        if (warmups < 0) {
            throw new IllegalArgumentException("Warm-up runs must not be negative, got " + warmups);
        }
        if (minRounds < MIN_ROUNDS) {
            throw new IllegalArgumentException("A comparison takes at least " + MIN_ROUNDS + " rounds, got " + minRounds);
        }
        if (maxRounds < minRounds) {
            throw new IllegalArgumentException("The most rounds (" + maxRounds + ") must not be fewer than the least ("
                    + minRounds + ")");
        }
        if (targetMicrosPerVariant < 0 || maxSeconds <= 0) {
            throw new IllegalArgumentException("The measured time per variant must not be negative and the time cap"
                    + " must be positive");
        }
        if (!(minEffect >= 0)) {
            throw new IllegalArgumentException("The minimum effect must not be negative, got " + minEffect);
        }
    }

    /** Options that stop once the measured time is reached, whatever the verdicts. */
    public ComparisonOptions(int warmups, int minRounds, int maxRounds, long targetMicrosPerVariant, long maxSeconds,
                             boolean cold, double minEffect, long seed) {
        this(warmups, minRounds, maxRounds, targetMicrosPerVariant, maxSeconds, cold, minEffect, seed, false);
    }

    /** One warm-up, 7 to 50 rounds until each variant has 1 s measured, at most 300 s, warm, 10% minimum effect. */
    public static ComparisonOptions defaults() {
        return new ComparisonOptions(1, MIN_ROUNDS, DEFAULT_MAX_ROUNDS, DEFAULT_TARGET_MICROS, DEFAULT_MAX_SECONDS,
                false, MedianTest.DEFAULT_MIN_EFFECT, DEFAULT_SEED);
    }

    public ComparisonOptions withRounds(int newMinRounds, int newMaxRounds) {
        return new ComparisonOptions(warmups, newMinRounds, newMaxRounds, targetMicrosPerVariant, maxSeconds, cold,
                minEffect, seed, untilDecided);
    }

    public ComparisonOptions withWarmups(int newWarmups) {
        return new ComparisonOptions(newWarmups, minRounds, maxRounds, targetMicrosPerVariant, maxSeconds, cold,
                minEffect, seed, untilDecided);
    }

    public ComparisonOptions withCold(boolean newCold) {
        return new ComparisonOptions(warmups, minRounds, maxRounds, targetMicrosPerVariant, maxSeconds, newCold,
                minEffect, seed, untilDecided);
    }

    public ComparisonOptions withSeed(long newSeed) {
        return new ComparisonOptions(warmups, minRounds, maxRounds, targetMicrosPerVariant, maxSeconds, cold,
                minEffect, newSeed, untilDecided);
    }

    public ComparisonOptions withUntilDecided(boolean newUntilDecided) {
        return new ComparisonOptions(warmups, minRounds, maxRounds, targetMicrosPerVariant, maxSeconds, cold,
                minEffect, seed, newUntilDecided);
    }
}
