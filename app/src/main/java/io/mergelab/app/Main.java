package io.mergelab.app;

import io.mergelab.app.cli.CommandStreams;
import io.mergelab.app.cli.MergeLabCommand;
import io.mergelab.app.gui.GuiLauncher;

/** The {@code mergelab} command line; without a subcommand it opens the desktop window. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        WindowClassPreload.ifRequested();
        int exitCode = MergeLabCommand.commandLineFor(args, CommandStreams.system(), GuiLauncher::launch, System.getenv())
                .execute(args);
        System.exit(exitCode);
    }
}
