package io.mergelab.app.gui;

import io.mergelab.engine.EngineConfig;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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

    /**
     * Opens the window on {@code dataDir} and the run store {@code store}, its engine configured by {@code engine};
     * returns when the window is closed. The engine begins to open at once, beside the toolkit's start.
     */
    public static void launch(Path dataDir, Path store, EngineConfig engine) {
        TOOLKIT_LOG.setLevel(Level.SEVERE);
        Path data = dataDir.toAbsolutePath().normalize();
        EarlyStart.begin(data, engine);
        List<String> arguments = new ArrayList<>(List.of(
                "--" + MergeLabApplication.DATA_DIR_PARAMETER + "=" + dataDir,
                "--" + MergeLabApplication.STORE_PARAMETER + "=" + store));
        arguments.addAll(EngineParameters.arguments(engine));
        try {
            Application.launch(MergeLabApplication.class, arguments.toArray(String[]::new));
        } finally {
            EarlyStart.closeUntaken();
        }
    }

    /** Called once the toolkit runs: its later warnings (CSS, layout) are worth seeing again. */
    static void toolkitStarted() {
        TOOLKIT_LOG.setLevel(null);
    }
}
