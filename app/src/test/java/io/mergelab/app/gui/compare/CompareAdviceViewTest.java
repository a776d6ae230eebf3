package io.mergelab.app.gui.compare;

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
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.store.RunStore;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Compare screen's Advice tab shows the comparison's advice ({@code ComparisonAdvice}, as {@code compare} prints
 * it) on a real layout comparison in a real run store: the needle count on the table sorted by id against a copy
 * sorted by {@code s}, where the copy reads far fewer granules.
 */
@ExtendWith(ApplicationExtension.class)
class CompareAdviceViewTest {
    @TempDir
    static Path dir;
    private static EmbeddedTarget target;

    private final ExecutorService background = Executors.newCachedThreadPool();
    private AppServices services;

    @BeforeAll
    static void compare() {
        target = CompareFixture.needleTarget();
        try (RunStore store = RunStore.open(dir.resolve("store"))) {
            CompareFixture.layoutComparison(target, store);
        }
    }

    @AfterAll
    static void closeTarget() {
        target.close();
    }

    @Start
    void start(Stage stage) {
        services = AppServices.create(new TaskRunner(background, Platform::runLater), new ScriptedDialogs());
        ShellView shell = new ShellView(new ShellViewModel(services));
        shell.addScreen(ScreenKey.COMPARE, NavigationIcons.COMPARE,
                () -> new CompareView(new CompareViewModel(services, ZoneOffset.UTC)).root());
        stage.setScene(new Scene(shell.root(), 1280, 800));
        stage.show();
        services.store().open("store", progress -> RunStore.open(dir.resolve("store")), s -> s.file().toString());
    }

    @AfterEach
    void stop() throws Exception {
        background.shutdown();
        background.awaitTermination(10, TimeUnit.SECONDS);
        WaitForAsyncUtils.asyncFx(() -> services.store().close()).get();
    }

    @Test
    @SuppressWarnings("unchecked")
    void theAdviceTabListsWhatDiffersBetweenTheVariants(FxRobot robot) throws Exception {
        ListView<ComparisonListRow> list = FxLookup.one(robot, "#compare-list", ListView.class);
        FxWait.until(30, () -> list.getItems().size() == 1);
        robot.interact(() -> list.getSelectionModel().select(0));
        FxWait.until(30, () -> robot.lookup("#compare-tabs").tryQuery().isPresent());
        TabPane tabs = FxLookup.one(robot, "#compare-tabs", TabPane.class);
        Tab advice = tabs.getTabs().stream().filter(t -> "advice-tab".equals(t.getId())).findFirst().orElseThrow();
        robot.interact(() -> tabs.getSelectionModel().select(advice));
        FxWait.until(10, () -> robot.lookup("#compare-advice-differences").tryQuery().isPresent());

        List<HBox> rows = robot.lookup("#compare-advice-differences .advice-difference").queryAllAs(HBox.class)
                .stream().toList();
        assertThat(rows).isNotEmpty();
        HBox granules = rows.get(0);
        assertThat(((Label) granules.getChildren().get(0)).getText()).isEqualTo("granules");
        assertThat(granules.getChildren().get(0).getStyleClass()).contains("advice-change-granules");
        assertThat(((Label) granules.getChildren().get(1)).getText())
                .startsWith("by_s read ").contains("fewer granules than by_id", "PrimaryKey kept");
        assertThat(advice.getText()).matches("Advice \\(\\d+\\)");
    }
}
