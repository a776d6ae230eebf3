package io.mergelab.app.gui.services;

import java.nio.file.Path;

/** Shows a file in the system's web browser: the app asks JavaFX's HostServices; tests record what was opened. */
@FunctionalInterface
public interface BrowserOpener {
    void open(Path file);
}
