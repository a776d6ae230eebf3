package io.mergelab.app.gui.experiments;

import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.ExperimentRequests;
import io.mergelab.app.gui.services.ReportExporter;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.app.gui.shell.NavigationIcons;
import io.mergelab.app.gui.shell.ShellView;
import io.mergelab.app.gui.shell.ShellViewModel;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.testfx.util.WaitForAsyncUtils;

/** The Experiments screen alone in the shell's window, as the layout lab's TestFX tests show it. */
final class ExperimentsWindow {
    private ExperimentsWindow() {
    }

    /** Shows the screen on {@code stage}, its tasks run on {@code background}; the caller opens target and store. */
    static AppServices show(Stage stage, ExecutorService background) {
        TaskRunner tasks = new TaskRunner(background, Platform::runLater);
        ScriptedDialogs dialogs = new ScriptedDialogs();
        AppServices services = AppServices.create(tasks, dialogs);
        ReportExporter exporter = new ReportExporter(tasks, dialogs, file -> { }, Optional::empty);
        ShellView shell = new ShellView(new ShellViewModel(services));
        shell.addScreen(ScreenKey.EXPERIMENTS, NavigationIcons.EXPERIMENTS, () -> {
            ExperimentsViewModel experiments = new ExperimentsViewModel(services, new ExperimentRequests(),
                    ZoneOffset.UTC);
            return new ExperimentsView(experiments, new ExperimentReportViewModel(experiments.openedIdProperty(),
                    () -> services.store().value(), exporter, Clock.systemUTC())).root();
        });
        stage.setScene(new Scene(shell.root(), 1280, 800));
        stage.show();
        return services;
    }

    /** Lets the background work end, then closes the target and the store on the FX thread. */
    static void close(AppServices services, ExecutorService background) throws Exception {
        background.shutdown();
        background.awaitTermination(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.asyncFx(() -> {
            services.target().close();
            services.store().close();
        }).get();
    }

    /** Whether the node and all its parents are visible (a node's own visible flag ignores its parents'). */
    static boolean shown(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }
}
