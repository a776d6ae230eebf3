package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.compare.ComparisonOptions;
import picocli.CommandLine.Option;

/** The options {@code compare} and {@code sweep} share: how the rounds run and how the verdicts are judged. */
final class ComparisonRunOptions {
    @Option(names = "--rounds", paramLabel = "N", defaultValue = "7",
            description = "At least N rounds, each running every variant once (default and least: ${DEFAULT-VALUE}).")
    int rounds;

    @Option(names = "--max-rounds", paramLabel = "N", defaultValue = "50",
            description = "At most N rounds (default: ${DEFAULT-VALUE}).")
    int maxRounds;

    @Option(names = "--measure", paramLabel = "SECONDS", defaultValue = "1",
            description = "Go on after --rounds until every variant has this much measured client time"
                    + " (default: ${DEFAULT-VALUE}).")
    double measureSeconds;

    @Option(names = "--max-time", paramLabel = "SECONDS", defaultValue = "300",
            description = "Stop starting rounds after this long, once --rounds are done (default: ${DEFAULT-VALUE}).")
    long maxSeconds;

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "1",
            description = "Unmeasured runs of each variant first (default: ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--cold", description = "Drop the engine's caches and the OS page cache (where allowed) before each measured run.")
    boolean cold;

    @Option(names = "--min-effect", paramLabel = "FRACTION", defaultValue = "0.1",
            description = "The smallest relative difference called changed (default: ${DEFAULT-VALUE}, i.e. 10%%).")
    double minEffect;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1",
            description = "Seeds the order within rounds, the relabelings and the resamples (default: ${DEFAULT-VALUE}).")
    long seed;

    ComparisonOptions options() {
        try {
            return new ComparisonOptions(warmup, rounds, maxRounds, Math.round(measureSeconds * 1e6), maxSeconds, cold,
                    minEffect, seed);
        } catch (IllegalArgumentException e) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, e.getMessage(), e);
        }
    }
}
