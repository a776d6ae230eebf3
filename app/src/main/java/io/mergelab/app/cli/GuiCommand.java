package io.mergelab.app.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code mergelab gui}: the desktop window on the data directory. */
@Command(name = "gui", mixinStandardHelpOptions = true, description = "Open the desktop window (the default).")
final class GuiCommand implements Callable<Integer> {
    private final MergeLabCommand root;

    GuiCommand(MergeLabCommand root) {
        this.root = root;
    }

    @Override
    public Integer call() {
        root.guiStarter().start(root.dataDirectory());
        return 0;
    }
}
