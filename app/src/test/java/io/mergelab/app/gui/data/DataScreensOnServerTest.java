package io.mergelab.app.gui.data;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.FxLookup;
import io.mergelab.app.gui.FxWait;
import io.mergelab.app.gui.experiments.ExperimentReportViewModel;
import io.mergelab.app.gui.experiments.ExperimentsView;
import io.mergelab.app.gui.experiments.ExperimentsViewModel;
import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.ExperimentRequests;
import io.mergelab.app.gui.services.ReportExporter;
import io.mergelab.app.gui.services.ResourceState;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.app.gui.shell.NavigationIcons;
import io.mergelab.app.gui.shell.ShellView;
import io.mergelab.app.gui.shell.ShellViewModel;
import io.mergelab.profiler.connect.server.ClickHouseTarget;
import io.mergelab.profiler.connect.server.ServerConnection;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.testing.ClickHouseExtension;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Generate, Scenarios and Experiments screens when the window's target is a real ClickHouse server (Debian's
 * 18.16): Generate streams the rows into a server table and records it; Scenarios loads a scenario's layouts onto the
 * server, naming those it cannot hold; Experiments says why it runs nothing there.
 */
@ExtendWith(ApplicationExtension.class)
class DataScreensOnServerTest {
    @RegisterExtension
    static final ClickHouseExtension clickhouse = ClickHouseExtension.singleServer();

    @TempDir
    Path dir;
    private final ExecutorService background = Executors.newCachedThreadPool();
    private AppServices services;
    private ShellView shell;

    @Start
    void start(Stage stage) {
        services = AppServices.create(new TaskRunner(background, Platform::runLater), new ScriptedDialogs());
        shell = new ShellView(new ShellViewModel(services));
        ExperimentRequests experiments = new ExperimentRequests();
        shell.addScreen(ScreenKey.GENERATE, NavigationIcons.GENERATE,
                () -> new GenerateView(new GenerateViewModel(services)).root());
        shell.addScreen(ScreenKey.SCENARIOS, NavigationIcons.SCENARIOS,
                () -> new ScenariosView(new ScenariosViewModel(services, experiments)).root());
        ReportExporter exporter = new ReportExporter(services.tasks(), services.dialogs(), file -> { },
                Optional::empty);
        shell.addScreen(ScreenKey.EXPERIMENTS, NavigationIcons.EXPERIMENTS, () -> {
            ExperimentsViewModel model = new ExperimentsViewModel(services, experiments, ZoneOffset.UTC);
            return new ExperimentsView(model, new ExperimentReportViewModel(model.openedIdProperty(),
                    () -> services.store().value(), exporter, Clock.systemUTC())).root();
        });
        stage.setScene(new Scene(shell.root(), 1280, 800));
        stage.show();
        services.store().open("store", progress -> RunStore.open(dir.resolve("store")), s -> s.file().toString());
        services.target().open("lab", progress -> ClickHouseTarget.connect(
                        ServerConnection.to(clickhouse.server().url().toString())),
                t -> "lab · " + clickhouse.server().url());
    }

    @AfterEach
    void stop() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> services.tasks().cancelAll()).get();
        background.shutdown();
        background.awaitTermination(30, TimeUnit.SECONDS);
        WaitForAsyncUtils.asyncFx(() -> {
            services.target().close();
            services.store().close();
        }).get();
    }

    private void show(FxRobot robot, ScreenKey screen) throws Exception {
        FxWait.until(30, () -> services.target().stateProperty().get() == ResourceState.OPEN);
        robot.interact(() -> services.navigation().show(screen));
    }

    @Test
    void generateStreamsTheRowsIntoAServerTableAndRecordsIt(FxRobot robot) throws Exception {
        show(robot, ScreenKey.GENERATE);
        FxWait.until(30, () -> !FxLookup.one(robot, "#generate-start", Button.class).isDisabled());
        robot.interact(() -> {
            FxLookup.one(robot, "#generate-dataset", ComboBox.class).setValue("needle");
            FxLookup.one(robot, "#generate-rows", TextField.class).setText("50000");
            FxLookup.one(robot, "#generate-table", TextField.class).setText("lab.needle");
        });

        robot.clickOn("#generate-start");

        Label message = FxLookup.one(robot, "#generate-message", Label.class);
        FxWait.until(120, () -> !message.getText().isEmpty() && !message.getText().startsWith("Loading "));
        // 18.16 has no skip indexes: the needle layout's bloom filter is left out, and said so; no fingerprint either
        assertThat(message.getText()).contains("No sample fingerprint: it is taken from the embedded engine's parts",
                "Skip index s_idx left out of the table: skip indexes are not on this server (18.16.1)",
                "Loaded 50,000 rows into lab.needle on " + clickhouse.server().url(),
                "Recorded in mergelab.datasets with content digest ");
        assertThat(clickhouse.server().query("SELECT count() FROM lab.needle").trim()).isEqualTo("50000");
        assertThat(clickhouse.server().query("SELECT count() FROM lab.needle WHERE s = 'needle'").trim())
                .isNotEqualTo("0");
        assertThat(FxLookup.one(robot, "#generate-fingerprint", TextArea.class).getText())
                .startsWith("Table lab.needle: 50,000 rows, ");
    }

    @Test
    void scenariosLoadsTheLayoutsTheServerCanHoldAndNamesTheOthers(FxRobot robot) throws Exception {
        show(robot, ScreenKey.SCENARIOS);
        FxWait.until(30, () -> !FxLookup.one(robot, "#scenarios-load", Button.class).isDisabled());
        @SuppressWarnings("unchecked")
        ListView<ScenarioRow> list = FxLookup.one(robot, "#scenarios-list", ListView.class);
        robot.interact(() -> {
            list.getSelectionModel().select(list.getItems().stream()
                    .filter(r -> r.name().equals("streaming-skip-indexes")).findFirst().orElseThrow());
            FxLookup.one(robot, "#scenarios-rows", TextField.class).setText("5000");
        });

        robot.clickOn("#scenarios-load");

        Label message = FxLookup.one(robot, "#scenarios-message", Label.class);
        FxWait.until(120, () -> message.getText().startsWith("Loaded") || message.getText()
                .startsWith("Loading failed"));
        // 18.16 has no skip indexes: the layouts with one are named, not a failure of the scenario
        assertThat(message.getText()).startsWith("Loaded scenario streaming-skip-indexes: ")
                .contains("in database scenario_streaming_skip_indexes", "Skipped on this server: ",
                        "skip indexes: not on this server (18.16.1)");
    }

    @Test
    void experimentsRunsTheLayoutLabButSaysWhyNotAScenarioOnAServer(FxRobot robot) throws Exception {
        show(robot, ScreenKey.EXPERIMENTS);
        FxWait.until(30, () -> robot.lookup("#experiments-server-note").tryQuery().isPresent()
                && FxLookup.one(robot, "#experiments-server-note", Label.class).isVisible());
        assertThat(FxLookup.one(robot, "#experiments-server-note", Label.class).getText())
                .startsWith("On a ClickHouse server this screen runs the layout lab on the server's tables, but not a"
                        + " scenario")
                .contains("mergelab experiment run SCENARIO --target URL");
        assertThat(FxLookup.one(robot, "#experiments-run", Button.class).isDisabled()).isTrue();
        robot.clickOn("#experiments-kind-lab");
        FxWait.until(10, () -> !FxLookup.one(robot, "#lab-run", Button.class).isDisabled());
        assertThat(FxLookup.one(robot, "#experiments-server-note", Label.class).isVisible())
                .as("the note on scenarios is not shown under the layout lab's form").isFalse();
    }
}
