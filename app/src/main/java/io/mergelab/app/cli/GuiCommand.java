package io.mergelab.app.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code mergelab gui}: the desktop window on the data directory and the run store. */
@Command(name = "gui", mixinStandardHelpOptions = true, description = "Open the desktop window (the default).")
final class GuiCommand implements Callable<Integer> {
    private final MergeLabCommand root;

    @Option(names = "--store", paramLabel = "FILE",
            description = "Run store (default: beside the data directory, ~/.mergelab/store for the default one).")
    private Path store;

    GuiCommand(MergeLabCommand root) {
        this.root = root;
    }

    @Override
    public Integer call() {
        root.guiStarter().start(root.dataDirectory(), root.runStore(store), root.engineConfig());
        return 0;
    }
}
