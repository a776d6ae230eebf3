package io.mergelab.app.gui;

import java.nio.file.Path;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.application.Application;

/**
 * Starts the desktop window. A class apart from the {@link Application} subclass, because a main class
 * that extends Application fails with JavaFX on the class path ("JavaFX runtime components are missing").
 */
public final class GuiLauncher {
    /**
     * JavaFX warns at start-up that it was loaded from the class path, which {@code ./mergelab} does on purpose
     * (the app image has JavaFX as modules). Held strongly, as JUL keeps loggers only weakly.
     */
    private static final Logger TOOLKIT_LOG = Logger.getLogger("javafx");

    private GuiLauncher() {
    }

    /** Opens the window on {@code dataDir} and the run store {@code store}; returns when the window is closed. */
    public static void launch(Path dataDir, Path store) {
        TOOLKIT_LOG.setLevel(Level.SEVERE);
        Application.launch(MergeLabApplication.class, "--" + MergeLabApplication.DATA_DIR_PARAMETER + "=" + dataDir,
                "--" + MergeLabApplication.STORE_PARAMETER + "=" + store);
    }

    /** Called once the toolkit runs: its later warnings (CSS, layout) are worth seeing again. */
    static void toolkitStarted() {
        TOOLKIT_LOG.setLevel(null);
    }
}
