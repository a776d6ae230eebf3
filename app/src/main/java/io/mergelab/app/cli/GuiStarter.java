package io.mergelab.app.cli;

import java.nio.file.Path;

/** Opens the desktop window on a data directory and a run store and returns when it is closed. */
@FunctionalInterface
public interface GuiStarter {
    void start(Path dataDir, Path store);
}
