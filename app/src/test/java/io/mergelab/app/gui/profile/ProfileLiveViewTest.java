package io.mergelab.app.gui.profile;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.FxLookup;
import io.mergelab.app.gui.FxWait;
import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.app.gui.workspace.WorkspaceView;
import io.mergelab.app.gui.workspace.WorkspaceViewModel;
import io.mergelab.profiler.connect.EmbeddedTarget;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Profile screen following a statement the workspace runs on the real embedded engine, in headless Monocle: the
 * pipeline fills in while it runs, and Cancel on the Profile screen stops it.
 */
@ExtendWith(ApplicationExtension.class)
class ProfileLiveViewTest {
    /** A GROUP BY of a few seconds on a busy machine: many of the engine's 200 ms intervals. */
    private static final String SLOW = "SELECT number % 100003 AS k, count() AS c FROM numbers_mt(16000000) "
            + "GROUP BY k ORDER BY c DESC, k LIMIT 3 SETTINGS max_threads = 2";
    /** Minutes of work unless cancelled. */
    private static final String ENDLESS = "SELECT number % 100003 AS k, count() AS c FROM numbers_mt(2000000000) "
            + "GROUP BY k ORDER BY c DESC, k LIMIT 3 SETTINGS max_threads = 2";

    private final ExecutorService background = Executors.newCachedThreadPool();
    private AppServices services;
    private WorkspaceViewModel workspace;

    @Start
    void start(Stage stage) {
        TaskRunner tasks = new TaskRunner(background, Platform::runLater);
        services = AppServices.create(tasks, new ScriptedDialogs());
        workspace = new WorkspaceViewModel(services);
        ProfileViewModel profile = new ProfileViewModel(services.selectedRun().runProperty(), services.live(),
                background, Platform::runLater);
        stage.setScene(new Scene(new SplitPane(new WorkspaceView(workspace).root(), new ProfileView(profile).root()),
                1200, 760));
        stage.show();
        services.target().open("embedded in-memory", progress -> EmbeddedTarget.inMemory(), t -> t.info().description());
    }

    @AfterEach
    void stopEngine() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> services.tasks().cancelAll()).get();
        background.shutdown();
        background.awaitTermination(20, TimeUnit.SECONDS);
        WaitForAsyncUtils.asyncFx(() -> services.target().close()).get();
    }

    private static void waitUntil(BooleanSupplier condition) throws TimeoutException {
        FxWait.until(60, condition::getAsBoolean);
    }

    private void runInWorkspace(FxRobot robot, String sql) throws TimeoutException {
        waitUntil(() -> workspace.runnableProperty().get());
        robot.interact(() -> {
            workspace.sqlProperty().set(sql);
            workspace.run();
        });
    }

    /** What the window shows at one moment, read on the FX thread in one go. */
    private record Screen(boolean busy, boolean graph, String banner, boolean bannerVisible, String explainPlaceholder) {
    }

    /** The note shown in place of the EXPLAIN PLAN text, or empty when the text itself shows. */
    private static String explainPlaceholder(FxRobot robot) {
        Node text = robot.lookup("#explain-plan").query();
        Label note = (Label) text.getParent().getChildrenUnmodifiable().stream()
                .filter(node -> node.getStyleClass().contains("live-placeholder")).findFirst().orElseThrow();
        assertThat(note.isVisible()).as("note and text take turns").isNotEqualTo(text.isVisible());
        return note.isVisible() ? note.getText() : "";
    }

    /** The first moment, polled every 20 ms on the FX thread, at which the window shows what {@code wanted} says. */
    private Screen firstOf(FxRobot robot, java.util.function.Predicate<Screen> wanted) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            Screen screen = WaitForAsyncUtils.asyncFx(() -> {
                Label banner = FxLookup.one(robot, "#profile-live", Label.class);
                return new Screen(workspace.isBusy(), graphShown(robot), banner.getText(),
                        banner.getParent().isVisible(), explainPlaceholder(robot));
            }).get();
            if (wanted.test(screen)) {
                return screen;
            }
            Thread.sleep(20);
        }
        throw new TimeoutException("The window never showed what the test waits for");
    }

    private static boolean graphShown(FxRobot robot) {
        return !FxLookup.all(robot, ".pipeline-node").isEmpty();
    }

    @Test
    void thePipelineFillsInWhileTheStatementRunsThenTheCapturedRunIsShown(FxRobot robot) throws Exception {
        // A quick statement first, so the slow one is not also paying for the first graph layout of this JVM.
        runInWorkspace(robot, "SELECT number % 3 AS k, count() FROM numbers(1000) GROUP BY k");
        waitUntil(() -> !workspace.isBusy() && graphShown(robot));

        runInWorkspace(robot, SLOW);
        Screen seen = firstOf(robot, screen -> screen.graph() || !screen.busy());

        assertThat(seen.busy()).as("still running when the graph appeared").isTrue();
        assertThat(seen.banner()).startsWith("Running…  ").contains("rows read").endsWith(SLOW);
        assertThat(seen.bannerVisible()).isTrue();
        assertThat(seen.explainPlaceholder()).startsWith("EXPLAIN PLAN will be available when the query finishes.");

        waitUntil(() -> !workspace.isBusy());
        waitUntil(() -> explainPlaceholder(robot).isEmpty());
        assertThat(FxLookup.one(robot, "#explain-plan", javafx.scene.control.TextArea.class).getText())
                .contains("Aggregating");
        Label banner = FxLookup.one(robot, "#profile-live", Label.class);
        assertThat(banner.getParent().isVisible()).isFalse();
        assertThat(FxLookup.one(robot, "#profile-sql", Label.class).getText()).isEqualTo(SLOW);
        assertThat(graphShown(robot)).isTrue();
        assertThat(services.selectedRun().run().orElseThrow().outcome().error()).isEmpty();
    }

    @Test
    void cancelOnTheProfileScreenStopsTheStatement(FxRobot robot) throws Exception {
        runInWorkspace(robot, ENDLESS);
        assertThat(firstOf(robot, screen -> screen.graph() || !screen.busy()).busy()).isTrue();

        robot.clickOn("#profile-live-cancel");
        waitUntil(() -> !workspace.isBusy());

        assertThat(FxLookup.one(robot, "#profile-error", Label.class).getText()).contains("(QUERY_WAS_CANCELLED)");
        assertThat(FxLookup.one(robot, "#status", Label.class).getText()).contains("QUERY_WAS_CANCELLED");
        assertThat(services.selectedRun().run().orElseThrow().sql()).isEqualTo(ENDLESS);
    }
}
