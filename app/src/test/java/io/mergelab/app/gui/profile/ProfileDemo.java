package io.mergelab.app.gui.profile;

import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * Shows the Profile screen on a fixture run in a real window, for looking at it and for the screenshot in
 * docs/screenshots (test scope, not shipped). Arguments: {@code needle} (default), {@code streaming} or
 * {@code group-by}, then optionally a tab title to open, then optionally {@code expanded} to draw every processor.
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
            var args = getParameters().getUnnamed();
            String which = args.isEmpty() ? "needle" : args.get(0);
            Run run = switch (which) {
                case "streaming" -> Runs.needleStreaming();
                case "group-by" -> Runs.groupByTwoThreads();
                default -> Runs.needleUpfront();
            };
            SimpleObjectProperty<Run> selected = new SimpleObjectProperty<>();
            ProfileViewModel viewModel = new ProfileViewModel(selected, background, Platform::runLater);
            viewModel.collapseCopiesProperty().set(!args.contains("expanded"));
            ProfileView view = new ProfileView(viewModel);
            stage.setScene(new Scene((javafx.scene.Parent) view.root(), 1400, 900));
            stage.setTitle("MergeLab — profile");
            stage.show();
            selected.set(run);
            if (args.size() > 1) {
                javafx.scene.control.TabPane tabs = (javafx.scene.control.TabPane) stage.getScene().lookup("#profile-tabs");
                tabs.getTabs().stream().filter(t -> t.getText().equals(args.get(1))).findFirst()
                        .ifPresent(t -> tabs.getSelectionModel().select(t));
            }
        }
    }
}
