package io.mergelab.app.gui.parts;

import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.BackgroundThreads;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.app.gui.shell.FxDialogService;
import io.mergelab.app.gui.shell.NavigationIcons;
import io.mergelab.app.gui.shell.ShellView;
import io.mergelab.app.gui.shell.ShellViewModel;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.store.RunStore;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;

/**
 * Shows the Parts screen in a real window over a data directory and a run store, for looking at it and for the
 * screenshots in docs/screenshots (test scope, not shipped). Arguments: {@code DATA_DIR STORE db.table}, then
 * optionally {@code timeline} to open the timeline tab, {@code rows} to size bars by rows, or {@code live} to turn
 * Live on and, for 90 seconds, insert a copy of up to 200,000 of the table's rows every half second.
 */
public final class PartsDemo {
    private PartsDemo() {
    }

    public static void main(String[] args) {
        Application.launch(Window.class, args);
    }

    public static final class Window extends Application {
        private final BackgroundThreads background = new BackgroundThreads();

        @Override
        public void start(Stage stage) {
            List<String> args = getParameters().getRaw();
            Path data = Path.of(args.get(0));
            Path store = Path.of(args.get(1));
            String table = args.get(2);
            AppServices services = AppServices.create(new TaskRunner(background, Platform::runLater),
                    new FxDialogService(stage));
            ShellView shell = new ShellView(new ShellViewModel(services));
            PartsViewModel model = new PartsViewModel(services, background, Platform::runLater, Clock.systemUTC());
            PartsView view = new PartsView(model);
            shell.addScreen(ScreenKey.PARTS, NavigationIcons.PARTS, view::root);
            Scene scene = new Scene(shell.root(), 1400, 900);
            shell.install(scene);
            stage.setScene(scene);
            stage.show();
            if (args.contains("rows")) {
                model.showRowsProperty().set(true);
            }
            services.target().valueProperty().addListener((o, old, now) -> {
                if (now != null) {
                    services.partsRequests().ask(table);
                }
            });
            services.store().open(store.toString(), progress -> RunStore.open(store), s -> s.file().toString());
            services.target().open(data.toString(), progress -> EmbeddedTarget.open(data), t -> t.info().description());
            if (args.contains("live")) {
                model.liveProperty().set(true);
                background.execute(() -> insertFor(services, table, 90_000));
            }
            if (args.contains("timeline")) {
                ((TabPane) scene.lookup("#parts-chart-tabs")).getSelectionModel().select(1);
            }
        }

        private static void insertFor(AppServices services, String table, long millis) {
            long end = System.currentTimeMillis() + millis;
            while (System.currentTimeMillis() < end) {
                services.target().value().ifPresent(target -> target.runBeside(QueryRequest.of(
                        "INSERT INTO " + table + " SELECT * FROM " + table + " LIMIT 200000")).close());
                try {
                    Thread.sleep(500);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
    }
}
