package io.mergelab.app.cli;

import io.mergelab.profiler.bundle.RunFileException;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.store.RunStoreException;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * A command that reads or writes the run store: {@code --store FILE}, else the store beside the data directory
 * ({@link MergeLabCommand#runStore}); store and run file problems end it with their client error line.
 */
abstract class StoreCommand extends ReportingCommand {
    @Option(names = "--store", paramLabel = "FILE",
            description = "Run store (default: beside the data directory, ~/.mergelab/store for the default one).")
    private Path store;

    StoreCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected final int run() {
        try (RunStore opened = RunStore.open(root.runStore(store))) {
            return run(opened);
        } catch (RunStoreException e) {
            throw StoreErrors.of(e);
        } catch (RunFileException e) {
            throw StoreErrors.of(e);
        }
    }

    /** Does the command's work on the open store; returns the exit code. */
    protected abstract int run(RunStore runs);
}
