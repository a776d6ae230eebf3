package io.mergelab.app.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The {@code --store FILE} option of every command that touches the run store. */
final class StoreOption {
    @Option(names = "--store", paramLabel = "FILE",
            description = "Run store (default: beside the data directory, ~/.mergelab/store for the default one).")
    private Path store;

    /** The store given, else the one beside the data directory ({@link MergeLabCommand#runStore}). */
    Path location(MergeLabCommand root) {
        return root.runStore(store);
    }
}
