package io.mergelab.app.gui.experiments;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.FxLookup;
import io.mergelab.app.gui.FxWait;
import io.mergelab.app.gui.services.AppServices;
import io.mergelab.profiler.connect.server.ClickHouseTarget;
import io.mergelab.profiler.connect.server.ServerConnection;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.testing.ClickHouseCluster;
import io.mergelab.profiler.testing.ClickHouseExtension;
import io.mergelab.profiler.testing.ClickHouseServer;
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
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The layout lab's sharding keys in headless Monocle, on a real two-server ClickHouse cluster and a real run store: on
 * a connection with a cluster the form offers sharding keys; filled through its controls it shards the Distributed
 * table's rows by the key on both servers, opens the stored experiment and leaves no copy behind; a key left empty is
 * refused with a message and nothing runs.
 */
@ExtendWith(ApplicationExtension.class)
class ShardingLabViewTest {
    @RegisterExtension
    static final ClickHouseExtension clickhouse = ClickHouseExtension.clusterOf(2);
    @TempDir
    static Path dir;

    private final ExecutorService background = Executors.newCachedThreadPool();
    private AppServices services;

    @BeforeAll
    static void distributedTable() {
        clickhouse.cluster().shardedTable("events", "id UInt64, user UInt32", "number, toUInt32(intDiv(number, 2) % 100)",
                20000);
    }

    @Start
    void start(Stage stage) {
        services = ExperimentsWindow.show(stage, background);
        String entry = clickhouse.cluster().entry().url().toString();
        services.target().open("cluster", progress -> ClickHouseTarget.connect(ServerConnection.to(entry)
                .withCluster(ClickHouseCluster.NAME)), t -> "cluster");
        services.store().open("store", progress -> RunStore.open(dir.resolve("store")), s -> s.file().toString());
    }

    @AfterEach
    void stop() throws Exception {
        ExperimentsWindow.close(services, background);
    }

    @SuppressWarnings("unchecked")
    private void fillTheForm(FxRobot robot, String key) throws Exception {
        robot.clickOn("#experiments-kind-lab");
        ComboBox<String> table = FxLookup.one(robot, "#lab-table", ComboBox.class);
        FxWait.until(30, () -> table.getItems().contains("default.events"));
        Label title = FxLookup.one(robot, "#lab-shard-title", Label.class);
        assertThat(ExperimentsWindow.shown(title)).as("the sharding keys are offered on a cluster").isTrue();
        assertThat(title.getText()).startsWith("On cluster " + ClickHouseCluster.NAME + ":");
        String other = clickhouse.cluster().nodes().get(1).url().toString();
        robot.interact(() -> {
            table.setValue("default.events");
            FxLookup.one(robot, "#lab-query", TextArea.class).setText("SELECT count() FROM {table} WHERE user = 42");
            FxLookup.one(robot, "#lab-shard-1-name", TextField.class).setText("by_user");
            FxLookup.one(robot, "#lab-shard-1-key", TextField.class).setText(key);
            FxLookup.one(robot, "#lab-shard-servers", TextField.class).setText(other);
            FxLookup.one(robot, "#experiments-max-rounds", Spinner.class).getValueFactory().setValue(7);
            FxLookup.one(robot, "#experiments-measure", Spinner.class).getValueFactory().setValue(0.0);
        });
    }

    private static List<String> tablesOn(ClickHouseServer server) {
        return server.query("SELECT name FROM system.tables WHERE database = 'default' ORDER BY name").lines().toList();
    }

    @Test
    void theFormShardsTheTableByEachKeyOnEveryServerAndOpensTheExperiment(FxRobot robot) throws Exception {
        fillTheForm(robot, "user % 2");
        Button run = FxLookup.one(robot, "#lab-shard-run", Button.class);
        FxWait.until(30, () -> !run.isDisabled());
        Label progress = FxLookup.one(robot, "#experiments-progress-text", Label.class);
        List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
        progress.textProperty().addListener((observable, old, now) -> seen.add(now));

        robot.clickOn(run);

        FxWait.until(180, () -> robot.lookup("#experiment-title").tryQuery().isPresent());
        assertThat(FxLookup.one(robot, "#experiment-title", Label.class).getText())
                .isEqualTo("Experiment default.events");
        assertThat(FxLookup.all(robot, ".matrix-cell")).hasSize(2);
        assertThat(FxLookup.one(robot, "#experiments-message", Label.class).getText())
                .endsWith("rounds taken: query 7.");
        assertThat(seen).anyMatch(t -> t.matches(
                "query 1 of 1: query, round \\d \\(at least 7, at most 7, until decided\\)"));
        assertThat(services.store().value().orElseThrow().experiments())
                .anySatisfy(e -> assertThat(e.kind()).isEqualTo("sharding"));
        // the copies were dropped on both servers; the source's tables are untouched
        for (ClickHouseServer server : clickhouse.cluster().nodes()) {
            assertThat(tablesOn(server)).noneMatch(name -> name.contains("__by_user"));
        }
        assertThat(clickhouse.cluster().entry().query("SELECT count() FROM default.events")).isEqualTo("20000\n");
    }

    @Test
    void aShardingKeyLeftEmptyIsRefusedAndNothingRuns(FxRobot robot) throws Exception {
        fillTheForm(robot, "  ");
        Button run = FxLookup.one(robot, "#lab-shard-run", Button.class);
        FxWait.until(30, () -> !run.isDisabled());

        robot.clickOn(run);

        Label message = FxLookup.one(robot, "#experiments-message", Label.class);
        FxWait.until(30, () -> message.getText().contains("needs a sharding key"));
        assertThat(message.getText()).isEqualTo("Sharding variant by_user needs a sharding key, e.g. cityHash64(user)");
        assertThat(robot.lookup("#experiment-title").tryQuery()).isEmpty();
        assertThat(tablesOn(clickhouse.cluster().nodes().get(1))).noneMatch(name -> name.contains("__by_user"));
    }
}
