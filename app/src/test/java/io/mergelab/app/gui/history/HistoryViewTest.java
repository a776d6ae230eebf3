package io.mergelab.app.gui.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.FxLookup;
import io.mergelab.app.gui.FxWait;
import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.app.gui.shell.NavigationIcons;
import io.mergelab.app.gui.shell.ShellView;
import io.mergelab.app.gui.shell.ShellViewModel;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import io.mergelab.profiler.store.RunStore;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The History screen inside the shell on a real run store file, in headless Monocle: search, group, open, delete. */
@ExtendWith(ApplicationExtension.class)
class HistoryViewTest {
    private static final Instant NOW = Instant.now();

    @TempDir
    static Path dir;

    private final ExecutorService background = Executors.newCachedThreadPool();
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private AppServices services;
    private RunStore store;

    @Start
    void start(Stage stage) {
        store = RunStore.open(dir.resolve("store-" + UUID.randomUUID()));
        for (int i = 0; i < 12; i++) {
            store.save(Runs.builder().id("needle-" + i).startedAt(NOW.minus(Duration.ofMinutes(60 - i)))
                    .sql("SELECT count() FROM needle WHERE s = 'needle'").tag("story-a").tables("default.needle")
                    .outcome((40 + (i % 3) * 5) * 1000L, 1, 2)
                    .queryLog(40, 1_000_000, 72_000_000, 1, 2, 3_500_000, Map.of()).build());
        }
        store.save(Runs.builder().id("events-1").startedAt(NOW.minus(Duration.ofMinutes(5)))
                .sql("SELECT client, sum(amount)\nFROM events FINAL\nGROUP BY client").outcome(180_000, 42, 800)
                .tables("default.events").queryLog(175, 2_000_000, 90_000_000, 42, 800, 50_000_000, Map.of()).build());
        store.save(Runs.builder().id("missing-1").startedAt(NOW.minus(Duration.ofMinutes(2)))
                .sql("SELECT * FROM missing").outcome(400, 0, 0)
                .error(60, "UNKNOWN_TABLE", "Table default.missing does not exist").build());
        RunStore opened = store;
        TaskRunner tasks = new TaskRunner(background, Platform::runLater);
        services = AppServices.create(tasks, dialogs);
        ShellView shell = new ShellView(new ShellViewModel(services));
        shell.addScreen(ScreenKey.HISTORY, NavigationIcons.HISTORY,
                () -> new HistoryView(new HistoryViewModel(services, Clock.systemUTC())).root());
        shell.addScreen(ScreenKey.PROFILE, NavigationIcons.PROFILE, () -> {
            StackPane profile = new StackPane(new Label("profile"));
            profile.setId("profile-screen");
            return profile;
        });
        stage.setScene(new Scene(shell.root(), 1280, 760));
        stage.show();
        services.store().open("store", progress -> opened, s -> s.file().toString());
    }

    @AfterEach
    void stop() throws Exception {
        background.shutdown();
        background.awaitTermination(10, TimeUnit.SECONDS);
        WaitForAsyncUtils.asyncFx(() -> services.store().close()).get();
    }

    private static void waitUntil(Callable<Boolean> condition) throws TimeoutException {
        FxWait.until(20, condition);
    }

    private static TableView<HistoryRow> runs(FxRobot robot) {
        return robot.lookup("#history-runs").queryTableView();
    }

    @Test
    void listsRunsNewestFirstAndSearchNarrowsThem(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 14);
        assertThat(runs(robot).getItems().get(0).runId()).isEqualTo("missing-1");
        assertThat(FxLookup.one(robot, "#history-summary", Label.class).getText()).isEqualTo("14 runs");

        robot.clickOn("#history-search").write("fin");

        waitUntil(() -> runs(robot).getItems().size() == 1);
        assertThat(runs(robot).getItems().get(0).runId()).isEqualTo("events-1");
    }

    @Test
    void doubleClickOpensTheRunInProfile(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 14);

        robot.doubleClickOn("SELECT client, sum(amount) FROM events FINAL GROUP BY client");

        waitUntil(() -> showing(robot, "profile-screen"));
        assertThat(services.selectedRun().run()).map(Run::id).contains("events-1");
    }

    @Test
    void enterOpensTheSelectedRun(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 14);
        robot.clickOn("SELECT * FROM missing");

        robot.type(KeyCode.ENTER);

        waitUntil(() -> showing(robot, "profile-screen"));
        assertThat(services.selectedRun().run()).map(Run::id).contains("missing-1");
    }

    @Test
    void deleteAsksAndRemovesTheRun(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 14);
        robot.clickOn("SELECT * FROM missing");
        dialogs.answer = true;

        robot.clickOn("#history-delete");

        waitUntil(() -> runs(robot).getItems().size() == 13);
        assertThat(dialogs.shown).singleElement().asString().startsWith("confirm: Delete 1 run?");
        assertThat(store.load("missing-1")).isEmpty();
    }

    /** Turns grouping on once the 14 runs are listed; the table of their 3 patterns once it shows them. */
    private static TableView<PatternGroup> groupedPatterns(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 14);
        robot.clickOn("#history-group");
        TableView<PatternGroup> groups = robot.lookup("#history-groups").queryTableView();
        waitUntil(() -> groups.getItems().size() == 3);
        return groups;
    }

    @Test
    void groupingShowsPatternsWithTheirSparkline(FxRobot robot) throws TimeoutException {
        TableView<PatternGroup> groups = groupedPatterns(robot);

        assertThat(groups.isVisible()).isTrue();
        assertThat(groups.getItems()).extracting(PatternGroup::runs).containsExactly(1, 1, 12);
        assertThat(FxLookup.all(robot, ".sparkline")).hasSizeGreaterThanOrEqualTo(3);
        assertThat(FxLookup.one(robot, "#history-summary", Label.class).getText()).isEqualTo("3 patterns, 14 runs");
        assertThat(groups.getColumns()).extracting(TableColumn::getText).contains("Runs", "Failed", "p50", "p95");
    }

    @Test
    void clickingAPatternListsItsRuns(FxRobot robot) throws TimeoutException {
        TableView<PatternGroup> groups = groupedPatterns(robot);
        PatternGroup biggest = groups.getItems().get(2);

        robot.clickOn(robot.from(groups).lookup((Node node) -> node instanceof TableRow<?> row
                && row.getItem() == biggest).<Node>query());

        waitUntil(() -> !groups.isVisible() && runs(robot).getItems().size() == 12);
        assertThat(runs(robot).getItems()).allMatch(row -> row.normalizedQueryHash() == biggest.normalizedQueryHash());
        assertThat(FxLookup.one(robot, "#history-pattern", Label.class).getText()).startsWith("Runs of the pattern");
        assertThat(FxLookup.one(robot, "#history-summary", Label.class).getText())
                .isEqualTo("12 runs of this pattern");
    }

    private static boolean showing(FxRobot robot, String id) {
        return FxLookup.one(robot, "#screen", StackPane.class).getChildren().stream().map(Node::getId)
                .anyMatch(id::equals);
    }
}
