package io.mergelab.app.cli;

import io.mergelab.sampledata.scenario.ScenarioProgress;
import io.mergelab.sampledata.scenario.Variant;
import io.mergelab.sampledata.scenario.VariantLoadResult;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Map;

/**
 * A scenario load on stderr: a heading per variant ({@code [2/5] name: description}), its rows as a
 * {@link TerminalProgress}, each after-load statement as it starts, and the variant's rows and time when it is done.
 * Synchronized because rows are reported from the loader's worker threads.
 */
final class ScenarioProgressPrinter implements ScenarioProgress {
    private final PrintStream err;
    private final Map<String, String> environment;
    private TerminalProgress rows;

    ScenarioProgressPrinter(PrintStream err, Map<String, String> environment) {
        this.err = err;
        this.environment = environment;
    }

    @Override
    public synchronized void variantStarted(Variant variant, int index, int count) {
        err.printf(Locale.ROOT, "[%d/%d] %s%s%n", index + 1, count, variant.name(),
                variant.description().isEmpty() ? "" : ": " + variant.description());
        rows = TerminalProgress.on(err, environment);
    }

    @Override
    public synchronized void rowsLoaded(Variant variant, long rowsDone, long rowsTotal) {
        if (rows != null) {
            rows.advanced(rowsDone, rowsTotal);
        }
    }

    @Override
    public synchronized void afterLoadStarted(Variant variant, String statement) {
        endRows();
        err.println("      " + statement);
    }

    @Override
    public synchronized void variantFinished(VariantLoadResult result) {
        endRows();
        err.printf(Locale.ROOT, "      %s: %d rows in %.2f s%s%n", result.source(), result.rows(),
                result.elapsedNanos() / 1e9, result.cancelled() ? " (cancelled)" : "");
    }

    @Override
    public synchronized void variantSkipped(Variant variant, String reason) {
        endRows();
        err.println("      skipped: " + reason);
    }

    private void endRows() {
        if (rows != null) {
            rows.finish();
            rows = null;
        }
    }
}
