package io.mergelab.app.cli;

import io.mergelab.profiler.bundle.RunFileException;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.store.RunStoreException;
import java.nio.file.Path;
import picocli.CommandLine.Mixin;

/**
 * A command that reads or writes the run store: {@code --store FILE}, else the store beside the data directory
 * ({@link MergeLabCommand#runStore}); store and run file problems end it with their client error line. Only a
 * command that records runs creates a missing store; the others say there is none.
 */
abstract class StoreCommand extends ReportingCommand {
    @Mixin
    private StoreOption store;

    StoreCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected final int run() {
        Path location = store.location(root);
        try {
            RunStore opened = recordsRuns() ? RunStore.open(location) : RunStore.openExisting(location);
            int exitCode;
            try {
                exitCode = run(opened);
            } catch (RuntimeException e) {
                opened.close();
                throw e;
            }
            close(opened, exitCode);
            return exitCode;
        } catch (RunStoreException e) {
            throw StoreErrors.of(e);
        } catch (RunFileException e) {
            throw StoreErrors.of(e);
        }
    }

    /** Whether the command stores runs, and so creates the store when there is none yet ({@link RecordingCommand}). */
    protected boolean recordsRuns() {
        return false;
    }

    /** Does the command's work on the open store; returns the exit code. */
    protected abstract int run(RunStore runs);

    /** Closes the store once the command's work ended with {@code exitCode}. */
    protected void close(RunStore runs, int exitCode) {
        runs.close();
    }
}
