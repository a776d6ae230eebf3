package io.mergelab.app.cli;

import io.mergelab.app.data.ScenarioExperiment;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.compare.ComparisonOptions;
import picocli.CommandLine.Option;

/**
 * How an experiment's comparisons run: exactly {@code --rounds} rounds each (an experiment runs many comparisons, so
 * its length is fixed rather than "until 1 s is measured"), after {@code --warmup} warm-ups.
 */
final class ExperimentRoundOptions {
    @Option(names = "--rounds", paramLabel = "N",
            description = "Rounds per query, each running every variant once (at least 7; default: the scenario's"
                    + " repetitions, at least 7).")
    Integer rounds;

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
        int n = rounds != null ? rounds : Math.max(ComparisonOptions.MIN_ROUNDS, defaultRounds);
        try {
            return ScenarioExperiment.rounds(n, warmup != null ? warmup : defaultWarmups, minEffect, seed);
        } catch (IllegalArgumentException e) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, e.getMessage(), e);
        }
    }
}
