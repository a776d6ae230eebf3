package io.mergelab.app.gui;

import io.mergelab.app.gui.services.StartupLog;
import io.mergelab.engine.EngineConfig;
import io.mergelab.profiler.store.StoreLocation;
import java.nio.file.Path;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.util.Duration;

/**
 * The window as the class data sharing training opens it: without a display, on JavaFX's headless Monocle platform,
 * and closed once its catalog has loaded. The training JVM archives every class loaded by its exit, the lambdas the
 * window's start links among them, so a real start (GTK, on a display) finds its code in the archive too; the
 * archive is made where no display may be (a package's install script, a first build on a server).
 */
public final class TrainingWindow {
    /** How long the window stays after its catalog loaded: a few frames for the layout and drawing that follow. */
    private static final Duration AFTER_CATALOG = Duration.millis(500);

    private TrainingWindow() {
    }

    /** Opens the window on {@code dataDir} and its default store, headless, and returns once it has closed itself. */
    public static void openHeadless(Path dataDir) {
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        // software rendering, as Monocle's headless screen has no GPU; the GPU pipeline's classes are in the list
        // the training preloads
        System.setProperty("prism.order", "sw");
        StartupLog.whenReached("Catalog loaded", () -> {
            PauseTransition pause = new PauseTransition(AFTER_CATALOG);
            pause.setOnFinished(event -> Platform.exit());
            pause.play();
        });
        Path data = dataDir.toAbsolutePath().normalize();
        GuiLauncher.launch(data, StoreLocation.resolve(null, data, Path.of(System.getProperty("user.home"))),
                EngineConfig.defaults());
    }
}
