package io.mergelab.app.gui.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.Navigation;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.SelectedRun;
import io.mergelab.app.gui.services.SharedResource;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.app.gui.shell.NavigationIcons;
import io.mergelab.app.gui.shell.ShellView;
import io.mergelab.app.gui.shell.ShellViewModel;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.run.Run;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The History screen inside the shell, in headless Monocle: search, group, open a run, delete. */
@ExtendWith(ApplicationExtension.class)
class HistoryViewTest {
    private static final Instant NOW = Instant.now();

    private final ExecutorService background = Executors.newCachedThreadPool();
    private final RecordingSource source = new RecordingSource();
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private final SelectedRun selectedRun = new SelectedRun();

    @Start
    void start(Stage stage) {
        for (int i = 0; i < 12; i++) {
            source.rows.add(new HistoryRow("needle-" + i, NOW.minus(Duration.ofMinutes(60 - i)),
                    "SELECT count() FROM needle WHERE s = 'needle'", List.of("story-a"), 11, 40 + (i % 3) * 5,
                    1_000_000, 72_000_000, 1, 3_500_000, 0, ""));
        }
        source.rows.add(new HistoryRow("events-1", NOW.minus(Duration.ofMinutes(5)),
                "SELECT client, sum(amount)\nFROM events FINAL\nGROUP BY client", List.of(), 22, 180, 2_000_000,
                90_000_000, 42, 50_000_000, 0, ""));
        source.rows.add(new HistoryRow("missing-1", NOW.minus(Duration.ofMinutes(2)), "SELECT * FROM missing",
                List.of(), 33, 0.4, 0, 0, 0, 0, 60, "UNKNOWN_TABLE"));
        TaskRunner tasks = new TaskRunner(background, Platform::runLater);
        Navigation navigation = new Navigation();
        AppServices services = new AppServices(tasks, new SharedResource<QueryTarget>("target", tasks), selectedRun,
                navigation, dialogs);
        ShellView shell = new ShellView(new ShellViewModel(services));
        shell.addScreen(ScreenKey.HISTORY, NavigationIcons.HISTORY,
                () -> new HistoryView(new HistoryViewModel(services, source, Clock.systemUTC())).root());
        shell.addScreen(ScreenKey.PROFILE, NavigationIcons.PROFILE, () -> {
            StackPane profile = new StackPane(new Label("profile"));
            profile.setId("profile-screen");
            return profile;
        });
        stage.setScene(new Scene(shell.root(), 1280, 760));
        stage.show();
    }

    @AfterEach
    void stop() {
        background.shutdownNow();
    }

    private static void waitUntil(Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static TableView<HistoryRow> runs(FxRobot robot) {
        return robot.lookup("#history-runs").queryTableView();
    }

    @Test
    void listsRunsNewestFirstAndSearchNarrowsThem(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 14);
        assertThat(runs(robot).getItems().get(0).runId()).isEqualTo("missing-1");
        assertThat(robot.lookup("#history-summary").queryAs(Label.class).getText()).isEqualTo("14 runs");

        robot.clickOn("#history-search").write("final");

        waitUntil(() -> runs(robot).getItems().size() == 1);
        assertThat(runs(robot).getItems().get(0).runId()).isEqualTo("events-1");
        assertThat(source.lastQuery().sqlSearch()).isEqualTo("final");
    }

    @Test
    void doubleClickOpensTheRunInProfile(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 14);

        robot.doubleClickOn("SELECT client, sum(amount) FROM events FINAL GROUP BY client");

        waitUntil(() -> showing(robot, "profile-screen"));
        assertThat(selectedRun.run()).map(Run::id).contains("events-1");
    }

    @Test
    void enterOpensTheSelectedRun(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 14);
        robot.clickOn("SELECT * FROM missing");

        robot.type(KeyCode.ENTER);

        waitUntil(() -> showing(robot, "profile-screen"));
        assertThat(selectedRun.run()).map(Run::id).contains("missing-1");
    }

    @Test
    void deleteAsksAndRemovesTheRun(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 14);
        robot.clickOn("SELECT * FROM missing");
        dialogs.answer = true;

        robot.clickOn("#history-delete");

        waitUntil(() -> runs(robot).getItems().size() == 13);
        assertThat(dialogs.shown).singleElement().asString().startsWith("confirm: Delete 1 run?");
        assertThat(source.deletions).containsExactly(List.of("missing-1"));
    }

    @Test
    void groupingShowsPatternsWithTheirSparkline(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 14);

        robot.clickOn("#history-group");

        TableView<PatternGroup> groups = robot.lookup("#history-groups").queryTableView();
        waitUntil(() -> groups.getItems().size() == 3);
        assertThat(groups.isVisible()).isTrue();
        assertThat(groups.getItems()).extracting(PatternGroup::runs).containsExactly(1, 1, 12);
        assertThat(robot.lookup(".sparkline").queryAll()).hasSizeGreaterThanOrEqualTo(3);
        assertThat(robot.lookup("#history-summary").queryAs(Label.class).getText()).isEqualTo("3 patterns in 14 runs");
    }

    private static boolean showing(FxRobot robot, String id) {
        return robot.lookup("#screen").queryAs(StackPane.class).getChildren().stream().map(Node::getId)
                .anyMatch(id::equals);
    }
}
