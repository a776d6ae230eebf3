package io.mergelab.app.gui.experiments;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.FxLookup;
import io.mergelab.app.gui.FxWait;
import io.mergelab.app.gui.services.AppServices;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.store.RunStore;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The Experiments screen's layout lab in headless Monocle, on a real engine in a temp directory and a real run store:
 * the form filled through its controls runs the lab with progress naming the rounds, opens the stored experiment and
 * leaves no copy behind; Cancel stops a second run, keeping no experiment and no copy.
 */
@ExtendWith(ApplicationExtension.class)
class LayoutLabViewTest {
    @TempDir
    static Path dir;

    private final ExecutorService background = Executors.newCachedThreadPool();
    private AppServices services;

    @BeforeAll
    static void table() {
        try (EmbeddedTarget target = EmbeddedTarget.open(dir.resolve("data"))) {
            target.run(QueryRequest.of("CREATE TABLE t (id UInt64, k UInt32) ENGINE = MergeTree ORDER BY id"
                    + " SETTINGS index_granularity = 256")).close();
            target.run(QueryRequest.of("INSERT INTO t SELECT number, number % 40 FROM numbers(50000)")).close();
        }
    }

    @Start
    void start(Stage stage) {
        services = ExperimentsWindow.show(stage, background);
        services.target().open("engine", progress -> EmbeddedTarget.open(dir.resolve("data")), t -> "engine");
        services.store().open("store", progress -> RunStore.open(dir.resolve("store")), s -> s.file().toString());
    }

    @AfterEach
    void stop() throws Exception {
        ExperimentsWindow.close(services, background);
    }

    @SuppressWarnings("unchecked")
    private void fillTheForm(FxRobot robot, int maxRounds) throws Exception {
        robot.clickOn("#experiments-kind-lab");
        ComboBox<String> table = FxLookup.one(robot, "#lab-table", ComboBox.class);
        FxWait.until(30, () -> table.getItems().contains("default.t"));
        robot.interact(() -> {
            table.setValue("default.t");
            FxLookup.one(robot, "#lab-query", TextArea.class).setText("SELECT count() FROM {table} WHERE k = 3");
            FxLookup.one(robot, "#lab-layout-1-name", TextField.class).setText("by_k");
            FxLookup.one(robot, "#lab-layout-1-order", TextField.class).setText("(k, id)");
            FxLookup.one(robot, "#experiments-max-rounds", Spinner.class).getValueFactory().setValue(maxRounds);
            FxLookup.one(robot, "#experiments-measure", Spinner.class).getValueFactory().setValue(0.0);
        });
        assertThat(ExperimentsWindow.shown(robot.lookup("#experiments-scenario").query())).as("the scenario form is hidden").isFalse();
        assertThat(ExperimentsWindow.shown(robot.lookup("#lab-shard-run").query())).as("no sharding keys off a cluster").isFalse();
    }

    private List<String> tables() {
        EmbeddedTarget target = (EmbeddedTarget) services.target().value().orElseThrow();
        return target.runBeside(QueryRequest.of("SELECT name FROM system.tables WHERE database = 'default'"))
                .rows().stream().map(row -> row.get(0)).toList();
    }

    @Test
    void theFormRunsTheLabWithProgressAndOpensTheExperiment(FxRobot robot) throws Exception {
        fillTheForm(robot, 7);
        Button run = FxLookup.one(robot, "#lab-run", Button.class);
        FxWait.until(30, () -> !run.isDisabled());
        Label progress = FxLookup.one(robot, "#experiments-progress-text", Label.class);
        List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
        progress.textProperty().addListener((observable, old, now) -> seen.add(now));

        robot.clickOn(run);

        FxWait.until(120, () -> robot.lookup("#experiment-title").tryQuery().isPresent());
        assertThat(FxLookup.one(robot, "#experiment-title", Label.class).getText())
                .isEqualTo("Experiment default.t");
        assertThat(FxLookup.all(robot, ".matrix-cell")).hasSize(2);
        assertThat(FxLookup.one(robot, "#experiments-message", Label.class).getText())
                .endsWith("rounds taken: query 7.");
        // a task's messages are coalesced: "building layout 2 of 2: by_k" may be replaced before it is shown
        assertThat(seen).anyMatch(t -> t.matches(
                "query 1 of 1: query, round \\d \\(at least 7, at most 7, until decided\\)"));
        assertThat(tables()).containsExactly("t");
    }

    @Test
    void cancelStopsTheLabKeepingNoExperimentAndNoCopy(FxRobot robot) throws Exception {
        fillTheForm(robot, 1000);
        robot.interact(() -> FxLookup.one(robot, "#experiments-rounds", Spinner.class).getValueFactory()
                .setValue(1000));
        Button run = FxLookup.one(robot, "#lab-run", Button.class);
        FxWait.until(30, () -> !run.isDisabled());
        Label progress = FxLookup.one(robot, "#experiments-progress-text", Label.class);
        // the store is shared by this class's tests: the other test's experiment may already be in it
        var before = services.store().value().orElseThrow().experiments();

        robot.clickOn(run);
        FxWait.until(120, () -> progress.getText().contains("round 2"));
        robot.clickOn("#experiments-cancel");

        Label message = FxLookup.one(robot, "#experiments-message", Label.class);
        FxWait.until(60, () -> message.getText().startsWith("Cancel"));
        assertThat(services.store().value().orElseThrow().experiments()).isEqualTo(before);
        assertThat(tables()).containsExactly("t");
        assertThat(robot.lookup("#experiment-title").tryQuery()).isEmpty();
    }
}
