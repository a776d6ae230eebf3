package io.mergelab.app.gui.profile;

import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import io.mergelab.profiler.store.RunStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;

/**
 * Shows the Profile screen in a real window, for looking at it and for the screenshots in docs/screenshots (test
 * scope, not shipped). Arguments: a fixture run, {@code needle} (default), {@code streaming}, {@code group-by} or {@code cluster}, or
 * a captured one, {@code --store FILE RUN_ID}; then optionally a tab title to open, then optionally
 * {@code expanded} to draw every processor.
 */
public final class ProfileDemo {
    private ProfileDemo() {
    }

    public static void main(String[] args) {
        Application.launch(Window.class, args);
    }

    public static final class Window extends Application {
        private final ExecutorService background = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "profile-layout");
            t.setDaemon(true);
            return t;
        });

        @Override
        public void start(Stage stage) {
            List<String> args = new ArrayList<>(getParameters().getRaw());
            String which = args.isEmpty() ? "needle" : args.remove(0);
            Run run = switch (which) {
                case "--store" -> stored(Path.of(args.remove(0)), args.remove(0));
                case "streaming" -> Runs.needleStreaming();
                case "group-by" -> Runs.groupByTwoThreads();
                case "cluster" -> Runs.clusterTwoServers();
                default -> Runs.needleUpfront();
            };
            SimpleObjectProperty<Run> selected = new SimpleObjectProperty<>();
            ProfileViewModel viewModel = new ProfileViewModel(selected, background, Platform::runLater);
            viewModel.collapseCopiesProperty().set(!args.contains("expanded"));
            ProfileView view = new ProfileView(viewModel);
            stage.setScene(new Scene((Parent) view.root(), 1400, 900));
            stage.setTitle("MergeLab — profile");
            stage.show();
            selected.set(run);
            if (!args.isEmpty()) {
                TabPane tabs = (TabPane) stage.getScene().lookup("#profile-tabs");
                tabs.getTabs().stream().filter(t -> t.getText().equals(args.get(0))).findFirst()
                        .ifPresent(t -> tabs.getSelectionModel().select(t));
            }
        }

        private static Run stored(Path store, String id) {
            try (RunStore runs = RunStore.open(store)) {
                return runs.load(id).orElseThrow(() -> new IllegalArgumentException("no run " + id + " in " + store));
            }
        }
    }
}
