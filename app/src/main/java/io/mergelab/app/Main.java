package io.mergelab.app;

import io.mergelab.app.cli.CommandStreams;
import io.mergelab.app.cli.GuiArguments;
import io.mergelab.app.cli.MergeLabCommand;
import io.mergelab.app.gui.GuiLauncher;
import java.util.Optional;

/** The {@code mergelab} command line; without a subcommand it opens the desktop window. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        WindowClassPreload.ifRequested();
        // the window's own command lines skip picocli, which would add its parsing to every start of the window
        Optional<GuiArguments> window = GuiArguments.parse(args);
        if (window.isPresent()) {
            window.get().start(GuiLauncher::launch, System.getenv());
            System.exit(0);
        }
        System.exit(commandLine(args));
    }

    private static int commandLine(String[] args) {
        return MergeLabCommand.commandLineFor(args, CommandStreams.system(), GuiLauncher::launch, System.getenv())
                .execute(args);
    }
}
