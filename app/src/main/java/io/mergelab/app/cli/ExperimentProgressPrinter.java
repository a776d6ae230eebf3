package io.mergelab.app.cli;

import io.mergelab.profiler.experiment.ExperimentProgress;
import io.mergelab.profiler.run.Run;
import java.io.PrintStream;
import java.util.Locale;

/** An experiment's progress on stderr: the data check, each query as it starts and each round as it completes. */
final class ExperimentProgressPrinter implements ExperimentProgress {
    private final PrintStream err;
    private int variants;
    private int measured;

    ExperimentProgressPrinter(PrintStream err) {
        this.err = err;
    }

    @Override
    public void dataChecked(String digest) {
        err.println("Data checked: " + digest);
    }

    @Override
    public void queryStarted(String query, int index, int count, int variantCount) {
        variants = variantCount;
        measured = 0;
        err.printf(Locale.ROOT, "Query %d/%d %s: %d variants%n", index + 1, count, query, variantCount);
    }

    @Override
    public void measured(String query, String variant, int round, Run run) {
        measured++;
        if (measured % variants == 0) {
            err.printf(Locale.ROOT, "      round %d done%n", round + 1);
        }
    }

    @Override
    public void querySkipped(String query, String reason) {
        err.println("Query " + query + " left out: " + reason);
    }
}
