package io.mergelab.app.gui;

import io.mergelab.app.gui.compare.CompareView;
import io.mergelab.app.gui.compare.CompareViewModel;
import io.mergelab.app.gui.data.GenerateView;
import io.mergelab.app.gui.data.GenerateViewModel;
import io.mergelab.app.gui.data.ScenariosView;
import io.mergelab.app.gui.data.ScenariosViewModel;
import io.mergelab.app.gui.experiments.ExperimentReportViewModel;
import io.mergelab.app.gui.experiments.ExperimentsView;
import io.mergelab.app.gui.experiments.LayoutLabForm;
import io.mergelab.app.gui.experiments.ShardingDraft;
import io.mergelab.app.gui.services.ReportExporter;
import java.time.Clock;
import io.mergelab.app.gui.experiments.ExperimentsViewModel;
import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.BackgroundThreads;
import io.mergelab.app.gui.services.ExperimentRequests;
import io.mergelab.app.gui.services.ResourceState;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.app.gui.shell.FxDialogService;
import io.mergelab.app.gui.shell.NavigationIcons;
import io.mergelab.app.gui.shell.ShellView;
import io.mergelab.app.gui.shell.ShellViewModel;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.server.ClickHouseTarget;
import io.mergelab.profiler.connect.server.ServerConnection;
import io.mergelab.profiler.store.RunStore;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.List;
import javafx.animation.PauseTransition;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.scene.Scene;
import javafx.scene.control.ToggleButton;
import javafx.stage.Stage;
import javafx.util.Duration;

/**
 * Shows the Generate, Scenarios or Experiments screen in a real window in a given state, for looking at it and for the
 * screenshots in docs/screenshots (test scope, not shipped). Arguments: {@code generate|scenarios|experiments|
 * sharding-lab}, the data directory (or a ClickHouse server's URL, on the cluster {@code -Dmergelab.demo.cluster}
 * names if any), the run store; then for {@code generate} a dataset and rows to load at once, for {@code scenarios}
 * scenario files to open, for {@code experiments} the name of the stored experiment to open (default: the newest), for
 * {@code sharding-lab} the layout lab's Distributed table, query, other servers' URLs and {@code NAME:KEY} sharding
 * keys, then {@code --run} to run it (the experiment opens when done). The window is 1400 × 900 unless
 * {@code -Dmergelab.demo.size} says otherwise ({@code 1280x800}).
 */
public final class DataScreensDemo {
    private DataScreensDemo() {
    }

    public static void main(String[] args) {
        Application.launch(Window.class, args);
    }

    public static final class Window extends Application {
        private final BackgroundThreads background = new BackgroundThreads();

        @Override
        public void start(Stage stage) {
            List<String> args = getParameters().getRaw();
            String screen = args.get(0);
            String where = args.get(1);
            Path storeFile = Path.of(args.get(2));
            List<String> rest = args.subList(3, args.size());
            AppServices services = AppServices.create(new TaskRunner(background, Platform::runLater),
                    new FxDialogService(stage));
            ExperimentRequests requests = new ExperimentRequests();
            GenerateViewModel generate = new GenerateViewModel(services);
            ScenariosViewModel scenarios = new ScenariosViewModel(services, requests);
            ShellView shell = new ShellView(new ShellViewModel(services));
            shell.addScreen(ScreenKey.COMPARE, NavigationIcons.COMPARE,
                    () -> new CompareView(new CompareViewModel(services, ZoneId.systemDefault())).root());
            ExperimentsViewModel[] experiments = new ExperimentsViewModel[1];
            shell.addScreen(ScreenKey.EXPERIMENTS, NavigationIcons.EXPERIMENTS, () -> {
                experiments[0] = new ExperimentsViewModel(services, requests, ZoneId.systemDefault());
                return new ExperimentsView(experiments[0], new ExperimentReportViewModel(
                        experiments[0].openedIdProperty(), () -> services.store().value(), new ReportExporter(
                        services.tasks(), services.dialogs(), file -> { }, () -> services.target().value()),
                        Clock.systemUTC())).root();
            });
            shell.addScreen(ScreenKey.GENERATE, NavigationIcons.GENERATE, () -> new GenerateView(generate).root());
            shell.addScreen(ScreenKey.SCENARIOS, NavigationIcons.SCENARIOS, () -> new ScenariosView(scenarios).root());
            // -Dmergelab.demo.size=1280x800 to look at a smaller screen
            String[] size = System.getProperty("mergelab.demo.size", "1400x900").split("x");
            Scene scene = new Scene(shell.root(), Integer.parseInt(size[0]), Integer.parseInt(size[1]));
            shell.install(scene);
            stage.setScene(scene);
            stage.setTitle("MergeLab — " + screen);
            stage.show();
            openTarget(services, where);
            services.store().open(storeFile.toString(), progress -> RunStore.open(storeFile), s -> s.file().toString());
            switch (screen) {
                case "generate" -> {
                    services.navigation().show(ScreenKey.GENERATE);
                    generate.datasetProperty().set(rest.get(0));
                    generate.rowsProperty().set(rest.get(1));
                    services.target().stateProperty().addListener((observable, old, state) -> {
                        if (state == ResourceState.OPEN) {
                            generate.start();
                        }
                    });
                }
                case "scenarios" -> {
                    services.navigation().show(ScreenKey.SCENARIOS);
                    // one after another, so a broken file's error (shown until the next file reads) stays on screen
                    for (int i = 0; i < rest.size(); i++) {
                        Path file = Path.of(rest.get(i));
                        PauseTransition wait = new PauseTransition(Duration.seconds(8.0 * (i + 1)));
                        wait.setOnFinished(event -> scenarios.openFile(file));
                        wait.play();
                    }
                }
                case "sharding-lab" -> {
                    services.navigation().show(ScreenKey.EXPERIMENTS);
                    ((ToggleButton) scene.lookup("#experiments-kind-lab")).fire();
                    fillShardingLab(experiments[0], rest);
                }
                default -> {
                    services.navigation().show(ScreenKey.EXPERIMENTS);
                    experiments[0].experiments().addListener((ListChangeListener<Object>) c -> {
                        if (experiments[0].detailProperty().get() == null) {
                            experiments[0].experiments().stream()
                                    .filter(e -> rest.isEmpty() || e.name().equals(rest.get(0))).findFirst()
                                    .ifPresent(e -> experiments[0].open(e.id()));
                        }
                    });
                }
            }
        }

        private static void openTarget(AppServices services, String where) {
            if (!where.startsWith("http://") && !where.startsWith("https://")) {
                Path dataDir = Path.of(where);
                services.target().open("embedded " + dataDir, progress -> EmbeddedTarget.open(dataDir),
                        target -> target.info().description());
                return;
            }
            String cluster = System.getProperty("mergelab.demo.cluster", "");
            ServerConnection server = cluster.isEmpty() ? ServerConnection.to(where)
                    : ServerConnection.to(where).withCluster(cluster);
            String label = server.description() + (cluster.isEmpty() ? "" : " · cluster " + cluster);
            services.target().open(label, progress -> ClickHouseTarget.connect(server),
                    target -> label + " · " + target.info().engineVersion());
        }

        /** Fills the layout lab's sharding rows as a user would; with {@code --run} runs it once the target is open. */
        private static void fillShardingLab(ExperimentsViewModel experiments, List<String> args) {
            LayoutLabForm lab = experiments.layoutLab();
            lab.tableProperty().set(args.get(0));
            lab.queryProperty().set(args.get(1));
            lab.otherServersProperty().set(args.get(2));
            lab.shardings().clear();
            for (String variant : args.subList(3, args.size())) {
                if (!variant.equals("--run")) {
                    ShardingDraft draft = lab.addSharding();
                    draft.nameProperty().set(variant.substring(0, variant.indexOf(':')));
                    draft.keyProperty().set(variant.substring(variant.indexOf(':') + 1));
                }
            }
            if (args.contains("--run")) {
                experiments.canRunShardingsProperty().addListener(new ChangeListener<>() {
                    @Override
                    public void changed(ObservableValue<? extends Boolean> observable, Boolean was, Boolean can) {
                        if (can) {
                            observable.removeListener(this); // once: the form can run again when the lab is done
                            experiments.runShardings();
                        }
                    }
                });
            }
        }
    }
}
