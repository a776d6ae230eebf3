package io.mergelab.app.cli;

import io.mergelab.app.data.ExperimentRounds;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.compare.ComparisonOptions;
import picocli.CommandLine.Option;

/**
 * How an experiment's comparisons run: at least {@code --rounds} rounds each, after {@code --warmup} warm-ups, then on
 * while a variant has less than {@code --measure} seconds measured or the noise threshold holds back a client-time
 * verdict (against the baseline or the previous layout), up to {@code --max-rounds} or {@code --max-time} per query.
 */
final class ExperimentRoundOptions {
    @Option(names = "--rounds", paramLabel = "N",
            description = "At least N rounds per query, each running every variant once (at least 7; default: the"
                    + " scenario's repetitions, at least 7).")
    Integer rounds;

    @Option(names = "--max-rounds", paramLabel = "N", defaultValue = "" + ExperimentRounds.DEFAULT_MAX_ROUNDS,
            description = "At most N rounds per query (default: ${DEFAULT-VALUE}; --max-rounds equal to --rounds runs"
                    + " exactly that many).")
    int maxRounds;

    @Option(names = "--measure", paramLabel = "SECONDS", defaultValue = "1",
            description = "Go on until every variant has this much measured client time (default: ${DEFAULT-VALUE}).")
    double measureSeconds;

    @Option(names = "--max-time", paramLabel = "SECONDS", defaultValue = "300",
            description = "Per query, stop starting rounds after this long once the least rounds are done"
                    + " (default: ${DEFAULT-VALUE}).")
    long maxSeconds;

    @Option(names = "--warmup", paramLabel = "N",
            description = "Unmeasured runs of each variant first (default: the scenario's, else 1).")
    Integer warmup;

    @Option(names = "--min-effect", paramLabel = "FRACTION", defaultValue = "0.1",
            description = "The smallest relative difference called changed (default: ${DEFAULT-VALUE}, i.e. 10%%).")
    double minEffect;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1",
            description = "Seeds the order within rounds, the relabelings and the resamples (default: ${DEFAULT-VALUE}).")
    long seed;

    ComparisonOptions options(int defaultRounds, int defaultWarmups) {
        int least = rounds != null ? rounds : Math.max(ComparisonOptions.MIN_ROUNDS, defaultRounds);
        try {
            return new ExperimentRounds(least, maxRounds, measureSeconds, maxSeconds)
                    .options(warmup != null ? warmup : defaultWarmups, minEffect, seed);
        } catch (IllegalArgumentException e) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, e.getMessage(), e);
        }
    }
}
