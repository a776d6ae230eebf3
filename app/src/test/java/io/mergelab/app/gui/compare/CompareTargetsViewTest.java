package io.mergelab.app.gui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.FxLookup;
import io.mergelab.app.gui.FxWait;
import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.ResourceState;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.TargetChoice;
import io.mergelab.app.gui.services.TargetOpener;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.app.gui.shell.NavigationIcons;
import io.mergelab.app.gui.shell.ShellView;
import io.mergelab.app.gui.shell.ShellViewModel;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.Variant;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.server.ClickHouseTarget;
import io.mergelab.profiler.connect.server.ConnectionsFile;
import io.mergelab.profiler.connect.server.SavedConnection;
import io.mergelab.profiler.connect.server.ServerConnection;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.testing.ClickHouseServer;
import io.mergelab.profiler.testing.ClickHouseExtension;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
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
 * The Compare screen's form with a target per variant, against a real ClickHouse server: the same SQL on the embedded
 * engine (the current target) and on a saved connection with a password, run as one comparison through the profiler's
 * ComparisonRunner, stored with each variant's target and shown with it; the password stays out of the store.
 */
@ExtendWith(ApplicationExtension.class)
class CompareTargetsViewTest {
    private static final String SQL = "SELECT count(), sum(number % 7) FROM numbers(200000) WHERE number % 3 = 1";
    @RegisterExtension
    static final ClickHouseExtension clickhouse = ClickHouseExtension.singleServer();

    @TempDir
    Path dir;
    private final ExecutorService background = Executors.newCachedThreadPool();
    private AppServices services;

    @Start
    void start(Stage stage) {
        services = AppServices.create(new TaskRunner(background, Platform::runLater), new ScriptedDialogs());
        TargetChoice choice = new TargetChoice(services.target(), new TargetOpener() {
            @Override
            public String embeddedLabel() {
                return "embedded in-memory";
            }

            @Override
            public QueryTarget openEmbedded() {
                return EmbeddedTarget.inMemory();
            }

            @Override
            public QueryTarget connect(ServerConnection connection) {
                return ClickHouseTarget.connect(connection);
            }
        }, new ConnectionsFile(dir.resolve("connections")));
        // saved before the window opened (another session): the form reads the file when it opens
        new ConnectionsFile(dir.resolve("connections")).save(new SavedConnection("lab",
                clickhouse.server().url().toString(), ClickHouseServer.PASSWORD_USER, null, null, null, null, null,
                clickhouse.server().password()));
        ShellView shell = new ShellView(new ShellViewModel(services));
        shell.addScreen(ScreenKey.COMPARE, NavigationIcons.COMPARE,
                () -> new CompareView(new CompareViewModel(services, ZoneOffset.UTC, choice)).root());
        stage.setScene(new Scene(shell.root(), 1280, 800));
        stage.show();
        services.store().open("store", progress -> RunStore.open(dir.resolve("store")), s -> s.file().toString());
        choice.useEmbedded();
    }

    @AfterEach
    void stop() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> services.tasks().cancelAll()).get();
        background.shutdown();
        background.awaitTermination(10, TimeUnit.SECONDS);
        WaitForAsyncUtils.asyncFx(() -> {
            services.target().close();
            services.store().close();
        }).get();
    }

    @SuppressWarnings("unchecked")
    private static ComboBox<String> targetOf(FxRobot robot, String variant) {
        return robot.lookup("#setup-target-" + variant).queryAs(ComboBox.class);
    }

    @Test
    void eachVariantRunsOnTheTargetChosenForIt(FxRobot robot) throws Exception {
        FxWait.until(30, () -> services.target().stateProperty().get() == ResourceState.OPEN
                && services.store().stateProperty().get() == ResourceState.OPEN);
        robot.clickOn("#compare-new");
        robot.interact(() -> {
            FxLookup.one(robot, "#setup-sql", TextArea.class).setText(SQL);
            FxLookup.one(robot, "#setup-variants", TextArea.class).setText("engine:\nserver:");
        });
        FxWait.until(10, () -> robot.lookup("#setup-target-server").tryQuery().isPresent());
        assertThat(targetOf(robot, "engine").getItems()).containsExactly("", Variant.EMBEDDED, "lab");
        assertThat(targetOf(robot, "engine").getValue()).isEqualTo("");
        robot.clickOn("#setup-target-server").clickOn("lab (saved connection)");
        assertThat(targetOf(robot, "server").getValue()).isEqualTo("lab");
        robot.interact(() -> FxLookup.one(robot, "#setup-warmups", javafx.scene.control.Spinner.class)
                .getValueFactory().setValue(0));

        robot.clickOn("#setup-start");
        FxWait.until(180, () -> robot.lookup("#compare-title").tryQuery().isPresent()
                && FxLookup.one(robot, "#compare-title", Label.class).getText().startsWith("Comparison "));

        WaitForAsyncUtils.asyncFx(() -> services.store().close()).get();
        try (RunStore store = RunStore.openExisting(dir.resolve("store"))) {
            Comparison stored = store.comparisons(10).stream().findFirst()
                    .flatMap(row -> store.loadComparison(row.id())).orElseThrow();
            assertThat(stored.variants()).extracting(Variant::target).containsExactly(Optional.empty(),
                    Optional.of("lab"));
            List<Run> engine = stored.runs().get(0).runIds().stream().map(id -> store.load(id).orElseThrow()).toList();
            List<Run> onServer = stored.runs().get(1).runIds().stream().map(id -> store.load(id).orElseThrow())
                    .toList();
            assertThat(engine).isNotEmpty().allSatisfy(run -> assertThat(run.target().kind()).isEqualTo("embedded"));
            assertThat(onServer).hasSameSizeAs(engine).allSatisfy(run -> {
                assertThat(run.target().kind()).isEqualTo("clickhouse");
                assertThat(run.target().engineVersion()).isEqualTo("18.16.1");
                assertThat(run.failed()).isFalse();
            });
            // the same rows on both sides
            assertThat(onServer.get(0).outcome().resultRows()).isEqualTo(1);
            assertThat(onServer.get(0).outcome().firstRowsDigest()).isEqualTo(engine.get(0).outcome()
                    .firstRowsDigest());
        }
        assertThat(new String(Files.readAllBytes(dir.resolve("store.mv.db")), StandardCharsets.ISO_8859_1))
                .doesNotContain(clickhouse.server().password());
    }
}
