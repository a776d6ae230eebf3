package io.mergelab.app.gui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.FxLookup;
import io.mergelab.app.gui.FxWait;
import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.TaskRunner;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ToggleButton;
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

/** The main window in headless Monocle: the rail switches screens, the status bar shows and cancels a task. */
@ExtendWith(ApplicationExtension.class)
class ShellViewTest {
    private final ExecutorService background = Executors.newCachedThreadPool();
    private final AtomicInteger historyBuilt = new AtomicInteger();
    private TaskRunner tasks;
    private ShellView shell;

    @Start
    void start(Stage stage) {
        tasks = new TaskRunner(background, Platform::runLater);
        AppServices services = AppServices.create(tasks, new ScriptedDialogs());
        shell = new ShellView(new ShellViewModel(services));
        shell.addScreen(ScreenKey.WORKSPACE, NavigationIcons.WORKSPACE, () -> screen("workspace-screen"));
        shell.addScreen(ScreenKey.HISTORY, NavigationIcons.HISTORY, () -> {
            historyBuilt.incrementAndGet();
            return screen("history-screen");
        });
        Scene scene = new Scene(shell.root(), 900, 600);
        shell.install(scene);
        stage.setScene(scene);
        stage.show();
    }

    private static StackPane screen(String id) {
        StackPane pane = new StackPane(new Label(id));
        pane.setId(id);
        return pane;
    }

    @AfterEach
    void stop() {
        background.shutdownNow();
    }

    private static boolean showing(FxRobot robot, String id) {
        return FxLookup.one(robot, "#screen", StackPane.class).getChildren().stream()
                .anyMatch(screen -> id.equals(screen.getId()) && screen.isVisible());
    }

    private static boolean inScene(FxRobot robot, String id) {
        return FxLookup.one(robot, "#screen", StackPane.class).getChildren().stream().map(Node::getId)
                .anyMatch(id::equals);
    }

    @Test
    void aPreparedScreenIsBuiltHiddenAfterItsWarmUpAndShowsWithoutBeingBuiltAgain(FxRobot robot) throws Exception {
        AtomicInteger warmedOffFxThread = new AtomicInteger();
        robot.interact(() -> shell.prepare(ScreenKey.HISTORY, () -> {
            if (!Platform.isFxApplicationThread()) {
                warmedOffFxThread.incrementAndGet();
            }
        }, background));

        waitUntil(() -> historyBuilt.get() == 1);
        assertThat(warmedOffFxThread.get()).isEqualTo(1);
        assertThat(inScene(robot, "history-screen")).as("in the scene, styled and laid out").isTrue();
        assertThat(showing(robot, "history-screen")).isFalse();
        assertThat(showing(robot, "workspace-screen")).isTrue();

        robot.clickOn("#nav-history");
        assertThat(showing(robot, "history-screen")).isTrue();
        assertThat(inScene(robot, "workspace-screen")).as("the screen left leaves the scene").isFalse();

        assertThat(historyBuilt.get()).isEqualTo(1);
    }

    @Test
    void theRailSwitchesScreensAndBuildsEachOnce(FxRobot robot) {
        assertThat(showing(robot, "workspace-screen")).isTrue();
        assertThat(historyBuilt.get()).as("built when first shown, not at start-up").isZero();

        robot.clickOn("#nav-history");
        assertThat(showing(robot, "history-screen")).isTrue();
        assertThat(FxLookup.one(robot, "#nav-history", ToggleButton.class).isSelected()).isTrue();

        robot.clickOn("#nav-workspace");
        robot.clickOn("#nav-history");
        assertThat(historyBuilt.get()).isEqualTo(1);
    }

    @Test
    void clickingTheCurrentScreenKeepsItSelected(FxRobot robot) {
        robot.clickOn("#nav-workspace");

        assertThat(FxLookup.one(robot, "#nav-workspace", ToggleButton.class).isSelected()).isTrue();
        assertThat(showing(robot, "workspace-screen")).isTrue();
    }

    @Test
    void ctrlDigitSwitchesScreens(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(showing(robot, "history-screen")).isTrue();

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT1).release(KeyCode.DIGIT1, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(showing(robot, "workspace-screen")).isTrue();
    }

    @Test
    void theStatusBarShowsARunningTaskAndItsCancelButtonStopsIt(FxRobot robot) throws Exception {
        CountDownLatch stopped = new CountDownLatch(1);
        robot.interact(() -> tasks.task("Loading runs", progress -> {
            CountDownLatch stop = new CountDownLatch(1);
            progress.onCancel(stop::countDown);
            progress.update(0.4, "400 of 1,000");
            stop.await(20, TimeUnit.SECONDS);
            stopped.countDown();
            return null;
        }).start());
        waitUntil(() -> FxLookup.one(robot, "#shell-status", Label.class).getText().contains("400 of 1,000"));
        assertThat(FxLookup.one(robot, "#task-progress", ProgressBar.class).getProgress()).isEqualTo(0.4);
        assertThat(FxLookup.one(robot, "#task-cancel", Button.class).isVisible()).isTrue();

        robot.clickOn("#task-cancel");

        assertThat(stopped.await(10, TimeUnit.SECONDS)).isTrue();
        waitUntil(() -> FxLookup.one(robot, "#shell-status", Label.class).getText().equals("Ready"));
        assertThat(FxLookup.one(robot, "#task-cancel", Button.class).isVisible()).isFalse();
    }

    private static void waitUntil(Callable<Boolean> condition) throws TimeoutException {
        FxWait.until(20, condition);
    }
}
