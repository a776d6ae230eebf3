package io.mergelab.app.cli;

import io.mergelab.engine.EngineConfig;
import java.nio.file.Path;

/**
 * Opens the desktop window on a data directory and a run store, its engine configured by {@code engine} (the
 * command line's user_files_path and url() allow-list), and returns when it is closed.
 */
@FunctionalInterface
public interface GuiStarter {
    void start(Path dataDir, Path store, EngineConfig engine);
}
