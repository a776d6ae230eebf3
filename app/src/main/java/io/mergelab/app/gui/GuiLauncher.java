package io.mergelab.app.gui;

import java.nio.file.Path;
import javafx.application.Application;

/**
 * Starts the desktop window. A class apart from the {@link Application} subclass, because a main class
 * that extends Application fails with JavaFX on the class path ("JavaFX runtime components are missing").
 */
public final class GuiLauncher {

    private GuiLauncher() {
    }

    /** Opens the window on {@code dataDir}; returns when the window is closed. */
    public static void launch(Path dataDir) {
        Application.launch(MergeLabApplication.class, "--" + MergeLabApplication.DATA_DIR_PARAMETER + "=" + dataDir);
    }
}
