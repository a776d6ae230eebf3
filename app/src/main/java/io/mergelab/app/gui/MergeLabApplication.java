package io.mergelab.app.gui;

import io.mergelab.app.gui.workspace.WorkspaceView;
import io.mergelab.app.gui.workspace.WorkspaceViewModel;
import io.mergelab.profiler.connect.EmbeddedTarget;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The desktop app. The window shows first and the engine opens behind it, so start-up stays fast;
 * all engine work runs on one background thread, in order.
 */
public final class MergeLabApplication extends Application {
    /** The named parameter ({@code --data-dir=DIR}) that carries the data directory. */
    static final String DATA_DIR_PARAMETER = "data-dir";

    private static final Logger LOG = LoggerFactory.getLogger(MergeLabApplication.class);

    private final ExecutorService engineThread = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "mergelab-engine");
        thread.setDaemon(true);
        return thread;
    });
    private WorkspaceViewModel workspace;

    @Override
    public void init() {
        GuiLauncher.toolkitStarted();
    }

    @Override
    public void start(Stage stage) {
        Path dataDir = Path.of(getParameters().getNamed().get(DATA_DIR_PARAMETER));
        workspace = new WorkspaceViewModel(dataDir, engineThread, Platform::runLater);
        stage.titleProperty().bind(workspace.titleProperty());
        stage.setScene(new Scene(new WorkspaceView(workspace).root(), 1200, 780));
        stage.show();
        workspace.connect(() -> EmbeddedTarget.open(dataDir));
    }

    @Override
    public void stop() throws InterruptedException {
        // Let the engine finish the running statement and release the data directory before the JVM exits.
        workspace.close();
        engineThread.shutdown();
        if (!engineThread.awaitTermination(30, TimeUnit.SECONDS)) {
            LOG.warn("The engine did not stop within 30 s; exiting anyway");
        }
    }
}
