package io.mergelab.app.gui;

import io.mergelab.app.gui.profile.ProfileView;
import io.mergelab.app.gui.compare.CompareReportViewModel;
import io.mergelab.app.gui.parts.PartsView;
import io.mergelab.app.gui.parts.PartsViewModel;
import io.mergelab.app.gui.profile.ProfileReportViewModel;
import io.mergelab.app.gui.profile.ProfileViewModel;
import io.mergelab.app.gui.data.GenerateView;
import io.mergelab.app.gui.data.GenerateViewModel;
import io.mergelab.app.gui.data.ScenariosView;
import io.mergelab.app.gui.data.ScenariosViewModel;
import io.mergelab.app.gui.experiments.ExperimentReportViewModel;
import io.mergelab.app.gui.experiments.ExperimentsView;
import io.mergelab.app.gui.experiments.ExperimentsViewModel;
import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.BackgroundThreads;
import io.mergelab.app.gui.services.ExperimentRequests;
import io.mergelab.app.gui.services.ReportExporter;
import io.mergelab.app.gui.compare.CompareView;
import io.mergelab.app.gui.compare.CompareViewModel;
import io.mergelab.app.gui.history.HistoryView;
import io.mergelab.app.gui.history.HistoryViewModel;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.StartupLog;
import io.mergelab.app.gui.services.TargetChoice;
import io.mergelab.app.gui.connect.ConnectionsView;
import io.mergelab.app.gui.connect.ConnectionsViewModel;
import io.mergelab.app.gui.connect.TargetSwitcherView;
import io.mergelab.app.gui.connect.TargetSwitcherViewModel;
import io.mergelab.profiler.connect.server.ConnectionsFile;
import io.mergelab.app.gui.settings.SettingsView;
import io.mergelab.app.gui.settings.SettingsViewModel;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.app.gui.shell.FxDialogService;
import io.mergelab.app.gui.shell.NavigationIcons;
import io.mergelab.app.gui.shell.ShellView;
import io.mergelab.app.gui.shell.ShellViewModel;
import io.mergelab.app.gui.workspace.WorkspaceView;
import io.mergelab.app.gui.workspace.WorkspaceViewModel;
import io.mergelab.engine.EngineConfig;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.store.StoreLocation;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The desktop app and the one place that opens engines and stores: it builds the shared services, registers the
 * screens in the shell (one line each) and shows the window first; the target opens behind it (begun by
 * {@link GuiLauncher} before the toolkit starts), the run store once the Workspace's catalog is in, so start-up stays
 * fast.
 */
public final class MergeLabApplication extends Application {
    /** The named parameter ({@code --data-dir=DIR}) that carries the data directory. */
    static final String DATA_DIR_PARAMETER = "data-dir";
    /** The named parameter ({@code --store=FILE}) that carries the run store; without it, the one beside the data. */
    static final String STORE_PARAMETER = "store";

    private static final Logger LOG = LoggerFactory.getLogger(MergeLabApplication.class);

    private final BackgroundThreads backgroundThreads = new BackgroundThreads();
    private AppServices services;

    @Override
    public void init() {
        GuiLauncher.toolkitStarted();
    }

    @Override
    public void start(Stage stage) {
        Path dataDir = Path.of(getParameters().getNamed().get(DATA_DIR_PARAMETER)).toAbsolutePath().normalize();
        TaskRunner tasks = new TaskRunner(backgroundThreads, Platform::runLater);
        services = AppServices.create(tasks, new FxDialogService(stage));
        EngineConfig engine = EngineParameters.parse(getParameters().getNamed());
        // the switcher and the connection dialog change the target every screen uses;
        // the Compare screen opens its variants' own targets through it
        TargetChoice targets = new TargetChoice(services.target(), new AppTargets(dataDir, engine),
                ConnectionsFile.at(System.getenv(), System.getProperty("user.home")));
        ShellViewModel shellModel = new ShellViewModel(services);
        ShellView shell = new ShellView(shellModel);
        WorkspaceViewModel workspace = new WorkspaceViewModel(services);
        workspace.takeCatalogsReadAhead(EarlyStart::takeCatalog);
        shell.addScreen(ScreenKey.WORKSPACE, NavigationIcons.WORKSPACE, () -> new WorkspaceView(workspace).root());
        shell.addScreen(ScreenKey.HISTORY, NavigationIcons.HISTORY,
                () -> new HistoryView(new HistoryViewModel(services, Clock.systemUTC())).root());
        // every screen's "Export report…" and "Open in browser" go through this one exporter
        ReportExporter reports = new ReportExporter(tasks, services.dialogs(),
                file -> getHostServices().showDocument(file.toUri().toString()), () -> services.target().value());
        shell.addScreen(ScreenKey.PROFILE, NavigationIcons.PROFILE, () -> new ProfileView(new ProfileViewModel(
                services.selectedRun().runProperty(), services.live(), backgroundThreads, Platform::runLater),
                new ProfileReportViewModel(services.selectedRun().runProperty(), reports, Clock.systemUTC())).root());
        shell.addScreen(ScreenKey.COMPARE, NavigationIcons.COMPARE,
                () -> {
                    CompareViewModel compare = new CompareViewModel(services, ZoneId.systemDefault(), targets);
                    return new CompareView(compare, new CompareReportViewModel(compare.openedIdProperty(),
                            () -> services.store().value(), reports, Clock.systemUTC())).root();
                });
        // the view model now, as the Workspace's "Show parts" may ask for a table before the screen first shows;
        // the view (charts and tables) only then, so the first frame does not wait for it
        PartsViewModel parts = new PartsViewModel(services, backgroundThreads, Platform::runLater, Clock.systemUTC());
        shell.addScreen(ScreenKey.PARTS, NavigationIcons.PARTS, () -> new PartsView(parts).root());
        // the Scenarios screen's "Run as experiment" reaches the Experiments screen through this
        ExperimentRequests experimentRequests = new ExperimentRequests();
        shell.addScreen(ScreenKey.EXPERIMENTS, NavigationIcons.EXPERIMENTS, () -> {
            ExperimentsViewModel experiments = new ExperimentsViewModel(services, experimentRequests,
                    ZoneId.systemDefault());
            return new ExperimentsView(experiments, new ExperimentReportViewModel(experiments.openedIdProperty(),
                    () -> services.store().value(), reports, Clock.systemUTC())).root();
        });
        shell.addScreen(ScreenKey.GENERATE, NavigationIcons.GENERATE,
                () -> new GenerateView(new GenerateViewModel(services)).root());
        shell.addScreen(ScreenKey.SCENARIOS, NavigationIcons.SCENARIOS,
                () -> new ScenariosView(new ScenariosViewModel(services, experimentRequests)).root());
        shell.addScreen(ScreenKey.SETTINGS, NavigationIcons.SETTINGS,
                () -> new SettingsView(new SettingsViewModel(services)).root());

        ConnectionsView connections = new ConnectionsView(new ConnectionsViewModel(targets, tasks, services.dialogs()));
        shell.setTargetSwitcher(new TargetSwitcherView(new TargetSwitcherViewModel(targets), connections).root());

        Scene scene = new Scene(shell.root(), 1280, 800);
        shell.install(scene);
        stage.titleProperty().bind(shellModel.titleProperty());
        stage.setScene(scene);
        // The engine (begun by EarlyStart, which also read its catalog) is taken at once when it has opened by now, so
        // the catalog is in the window's first frame; else on a background thread while the window is shown, and its
        // catalog shown when it comes. Either way the catalog is not read a second time. Taken last, after the scene
        // was built, as the early engine often opens meanwhile (a later catalog costs a second layout pass).
        targets.useEmbedded();
        stage.show();
        StartupLog.reached("Window shown");
        // built while the window is idle rather than on the first click, which held the FX thread 200-400 ms; once
        // the Workspace has its catalog (already, when it was in the first frame), so the warm-up does not compete
        // with start-up for the cores
        whenTrue(workspace.settledProperty(),
                () -> shell.prepare(ScreenKey.PARTS, PartsView::warmUp, backgroundThreads));
        // The run store (H2: about half a second of CPU to open) is not needed to show the catalog, so it opens once
        // the Workspace has settled, rather than beside the toolkit and the engine, which the catalog waits for on
        // two cores. A statement run before it has opened waits for it to be kept (WorkspaceViewModel's Capture).
        String storeParameter = getParameters().getNamed().get(STORE_PARAMETER);
        Path store = StoreLocation.resolve(storeParameter == null ? null : Path.of(storeParameter), dataDir,
                Path.of(System.getProperty("user.home")));
        whenTrue(workspace.settledProperty(), () -> services.store().open(store.toString(),
                progress -> RunStore.open(store), opened -> opened.file().toString()));
    }

    /** Runs {@code action} once, as soon as {@code condition} is (or becomes) true. */
    private static void whenTrue(ObservableValue<Boolean> condition, Runnable action) {
        if (condition.getValue()) {
            action.run();
            return;
        }
        condition.addListener(new ChangeListener<>() {
            @Override
            public void changed(ObservableValue<? extends Boolean> observable, Boolean old, Boolean now) {
                if (now) {
                    observable.removeListener(this);
                    action.run();
                }
            }
        });
    }

    @Override
    public void stop() throws InterruptedException {
        // Let running work stop and release the data directory before the JVM exits.
        services.tasks().cancelAll();
        if (!backgroundThreads.close(Duration.ofSeconds(30))) {
            LOG.warn("Background work did not stop within 30 s; exiting anyway");
        }
        services.target().close();
        services.store().close();
    }
}
