package io.mergelab.app;

import io.mergelab.app.cli.CommandStreams;
import io.mergelab.app.cli.GuiArguments;
import io.mergelab.app.cli.MergeLabCommand;
import io.mergelab.app.cli.SqlArguments;
import io.mergelab.app.gui.GuiLauncher;
import io.mergelab.app.gui.TrainingWindow;
import java.nio.file.Path;
import java.util.Optional;
import org.slf4j.LoggerFactory;

/** The {@code mergelab} command line; without a subcommand it opens the desktop window. */
public final class Main {
    /**
     * Set only by the class data sharing training: after its command, the window opens headless on this data
     * directory and closes itself ({@link TrainingWindow}), so the archive holds what the window's start runs.
     */
    static final String TRAINING_WINDOW_PROPERTY = "mergelab.cds.trainingWindow";

    private Main() {
    }

    public static void main(String[] args) {
        WindowClassPreload.ifRequested();
        // the window's own command lines skip picocli, which would add its parsing to every start of the window
        Optional<GuiArguments> window = GuiArguments.parse(args);
        if (window.isPresent()) {
            // SLF4J initialises on the window's early engine thread, beside the toolkit's start (EarlyStart)
            window.get().start(GuiLauncher::launch, System.getenv());
            System.exit(0);
        }
        // SLF4J initialises here, before the command's threads ask for loggers at once: it would hold their first log
        // lines and print three lines of warnings about replaying them on the console
        LoggerFactory.getILoggerFactory();
        // so do the plain `sql` script lines, where picocli's start is a tenth of a small statement's process
        Optional<SqlArguments> sql = SqlArguments.parse(args);
        int exitCode = sql.isPresent() ? sql.get().run(CommandStreams.system(), GuiLauncher::launch, System.getenv())
                : commandLine(args);
        String trainingWindow = System.getProperty(TRAINING_WINDOW_PROPERTY);
        if (trainingWindow != null && exitCode == 0) {
            try {
                TrainingWindow.openHeadless(Path.of(trainingWindow));
            } catch (RuntimeException e) {
                // the archive then holds the command's classes and the preloaded ones: still worth keeping
                System.err.println("The start-up archive's training could not open the window: " + e);
            }
        }
        System.exit(exitCode);
    }

    private static int commandLine(String[] args) {
        return MergeLabCommand.commandLineFor(args, CommandStreams.system(), GuiLauncher::launch, System.getenv())
                .execute(args);
    }
}
