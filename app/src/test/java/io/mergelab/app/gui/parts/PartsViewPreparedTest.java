package io.mergelab.app.gui.parts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.FxWait;
import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.app.gui.shell.NavigationIcons;
import io.mergelab.app.gui.shell.ShellView;
import io.mergelab.app.gui.shell.ShellViewModel;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableRow;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Parts screen prepared hidden, as the app prepares it after start: its tables' rows and cells are made then, with
 * made-up rows never drawn, and the table's first real rows reuse them instead of making a screenful of cells at once.
 */
@ExtendWith(ApplicationExtension.class)
class PartsViewPreparedTest {
    @TempDir
    Path dir;

    private final ExecutorService background = Executors.newCachedThreadPool();
    private AppServices services;
    private ShellView shell;

    @Start
    void start(Stage stage) {
        services = AppServices.create(new TaskRunner(background, Platform::runLater), new ScriptedDialogs());
        shell = new ShellView(new ShellViewModel(services));
        shell.addScreen(ScreenKey.GENERATE, NavigationIcons.GENERATE, () -> new Label("the screen shown first"));
        PartsViewModel viewModel = new PartsViewModel(services, background, Platform::runLater, Clock.systemUTC());
        shell.addScreen(ScreenKey.PARTS, NavigationIcons.PARTS, () -> new PartsView(viewModel).root());
        stage.setScene(new Scene(shell.root(), 1280, 800));
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        background.shutdown();
        background.awaitTermination(30, TimeUnit.SECONDS);
        WaitForAsyncUtils.asyncFx(() -> services.target().close()).get();
    }

    private static List<TableRow<?>> rows(FxRobot robot, String table) {
        return robot.lookup(table + " .table-row-cell").queryAll().stream().<TableRow<?>>map(node -> (TableRow<?>) node).toList();
    }

    @Test
    void thePreparedScreensTablesMakeTheirCellsAheadAndTheFirstRowsReuseThem(FxRobot robot) throws Exception {
        EmbeddedTarget target = EmbeddedTarget.open(dir.resolve("data"));
        target.run(QueryRequest.of("CREATE TABLE events (day Date, id UInt64) ENGINE = MergeTree"
                + " PARTITION BY toYYYYMM(day) ORDER BY id")).close();
        target.run(QueryRequest.of("INSERT INTO events SELECT toDate('2024-01-01') + number % 60, number"
                + " FROM numbers(3000)")).close();
        WaitForAsyncUtils.asyncFx(() -> services.navigation().show(ScreenKey.GENERATE)).get();

        WaitForAsyncUtils.asyncFx(() -> shell.prepare(ScreenKey.PARTS, PartsView::warmUp, background)).get();
        FxWait.until(60, () -> !rows(robot, "#partitions-table").isEmpty() && !rows(robot, "#parts-list").isEmpty());
        Set<TableRow<?>> madeAhead = Set.copyOf(WaitForAsyncUtils.asyncFx(() -> {
            List<TableRow<?>> all = new ArrayList<>(rows(robot, "#partitions-table"));
            all.addAll(rows(robot, "#parts-list"));
            return all;
        }).get());
        // made-up rows are never shown: after the pulse that made them, every row is empty and the screen hidden
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(madeAhead).allMatch(TableRow::isEmpty);
        assertThat(robot.lookup("#parts-screen").query().isVisible()).isFalse();

        robot.interact(() -> services.target().open("engine", progress -> target, t -> "engine"));
        WaitForAsyncUtils.asyncFx(() -> services.partsRequests().ask("default.events")).get();
        FxWait.until(60, () -> rows(robot, "#partitions-table").stream().filter(row -> !row.isEmpty()).count() == 2);

        List<TableRow<?>> shown = WaitForAsyncUtils.asyncFx(() -> rows(robot, "#partitions-table")).get();
        assertThat(shown).filteredOn(row -> !row.isEmpty()).extracting(row -> row.getItem().toString())
                .allMatch(item -> item.contains("2024"));
        assertThat(shown).as("the partitions table's rows when its first real rows show").allMatch(madeAhead::contains);
        assertThat(robot.lookup("#parts-screen").query().isVisible()).isTrue();
    }
}
