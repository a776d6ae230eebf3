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
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.store.RunStore;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.chart.ui.Layer;
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
 * The Compare screen inside the shell, in headless Monocle, on a real run store holding a real comparison and a real
 * sweep of the embedded engine: the list, a comparison's verdicts coloured, its per-step diverging bars, funnels and
 * advice, the sweep's charts with the knee, and the form for a new comparison.
 */
@ExtendWith(ApplicationExtension.class)
class CompareViewTest {
    @TempDir
    static Path dir;
    private static EmbeddedTarget target;
    private static Path storeFile;
    private static Comparison comparison;
    private static Comparison sweep;

    private final ExecutorService background = Executors.newCachedThreadPool();
    private AppServices services;

    @BeforeAll
    static void compare() {
        target = CompareFixture.needleTarget();
        storeFile = dir.resolve("store");
        try (RunStore store = RunStore.open(storeFile)) {
            comparison = CompareFixture.skipIndexComparison(target, store);
            sweep = CompareFixture.threadSweep(target, store);
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
        services.store().open("store", progress -> RunStore.open(storeFile), s -> s.file().toString());
    }

    @AfterEach
    void stop() throws Exception {
        background.shutdown();
        background.awaitTermination(10, TimeUnit.SECONDS);
        WaitForAsyncUtils.asyncFx(() -> services.store().close()).get();
    }

    @SuppressWarnings("unchecked")
    private static ListView<ComparisonListRow> list(FxRobot robot) {
        return FxLookup.one(robot, "#compare-list", ListView.class);
    }

    private static Tab tab(FxRobot robot, String id) {
        return FxLookup.one(robot, "#compare-tabs", TabPane.class).getTabs().stream()
                .filter(t -> id.equals(t.getId())).findFirst().orElseThrow();
    }

    private static void select(FxRobot robot, String id) {
        robot.interact(() -> {
            TabPane tabs = FxLookup.one(robot, "#compare-tabs", TabPane.class);
            tabs.getSelectionModel().select(tab(robot, id));
        });
    }

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    @Test
    void listsTheStoredComparisonsAndOpensAComparisonAndASweep(FxRobot robot) throws TimeoutException {
        FxWait.until(30, () -> list(robot).getItems().size() == 2);
        assertThat(list(robot).getItems()).extracting(ComparisonListRow::id).containsExactly(sweep.id(), comparison.id());
        assertThat(text(robot, "#compare-list-summary")).isEqualTo("2 comparisons");
        // each row's headline wears its direction's colour (a faster variant green, a slower one red)
        for (ComparisonListRow row : list(robot).getItems()) {
            assertThat(robot.lookup("#compare-list ." + row.headlineStyle()).queryAll()).as(row.headline())
                    .isNotEmpty();
        }

        robot.interact(() -> list(robot).getSelectionModel().select(1));
        FxWait.until(30, () -> robot.lookup("#compare-title").tryQuery().isPresent()
                && text(robot, "#compare-title").startsWith("Comparison " + comparison.id().substring(0, 8)));
        assertThat(text(robot, "#compare-sql")).isEqualTo(CompareFixture.NEEDLE_SQL);
        assertThat(text(robot, "#compare-setting")).isEqualTo("use_skip_indexes_on_data_read:  off 0  ·  on 1");
        assertThat(text(robot, "#compare-plan")).startsWith("Plan shape: ");
        assertThat(text(robot, "#compare-data")).startsWith("Data: same");
        TableView<?> metrics = robot.lookup("#metrics-table").queryTableView();
        assertThat(metrics.getItems()).hasSizeGreaterThanOrEqualTo(5);
        assertThat(FxLookup.all(robot, "#metrics-table .verdict-same")).as("read_rows did not change").isNotEmpty();
        assertThat(tab(robot, "metrics-tab").isSelected()).isTrue();

        select(robot, "steps-tab");
        FxWait.until(10, () -> robot.lookup("#steps-chart").tryQuery().isPresent());
        assertThat(FxLookup.one(robot, "#steps-chart", ChartViewer.class).getChart().getTitle().getText())
                .isEqualTo("Processor time moved per plan step (on − off)");
        assertThat(robot.lookup("#steps-table").queryTableView().getItems()).isNotEmpty();
        assertThat(text(robot, "#steps-summary")).startsWith("Client wall time (median): off ");

        select(robot, "funnels-tab");
        FxWait.until(10, () -> robot.lookup("#funnels-table").tryQuery().isPresent());
        TableColumn<?, ?> off = robot.lookup("#funnels-table").queryTableView().getColumns().get(2);
        assertThat(off.getText()).isEqualTo("off");
        assertThat(off.getColumns()).extracting(TableColumn::getText)
                .containsExactly("granules before → after", "dropped");
        assertThat(FxLookup.one(robot, "#funnels-chart", ChartViewer.class).getChart().getCategoryPlot()
                .getDataset().getRowKeys()).containsExactly("off", "on");

        select(robot, "pipelines-tab");
        FxWait.until(10, () -> robot.lookup("#pipeline-b .pipeline-node").tryQuery().isPresent());
        assertThat(FxLookup.all(robot, "#pipeline-a .pipeline-node")).isNotEmpty();

        select(robot, "advice-tab");
        FxWait.until(10, () -> robot.lookup("#compare-advice").tryQuery().isPresent());
        assertThat(FxLookup.all(robot, "#compare-advice .advice-card")).isNotEmpty();

        robot.interact(() -> list(robot).getSelectionModel().select(0));
        FxWait.until(30, () -> robot.lookup("#sweep-latency").tryQuery().isPresent());
        assertThat(tab(robot, "sweep-tab").isSelected()).as("a sweep opens on its curve").isTrue();
        ChartViewer latency = FxLookup.one(robot, "#sweep-latency", ChartViewer.class);
        assertThat(latency.getChart().getTitle().getText()).isEqualTo("Client time against max_threads");
        assertThat(latency.getChart().getCategoryPlot().getRangeAxis().getLabel()).isEqualTo("client wall time, ms");
        assertThat(latency.getChart().getCategoryPlot().getDomainMarkers(Layer.BACKGROUND))
                .hasSize(1);
        assertThat(FxLookup.one(robot, "#sweep-steps", ChartViewer.class).getChart().getTitle().getText())
                .isEqualTo("Time per plan step against max_threads");
        TableView<?> points = robot.lookup("#sweep-table").queryTableView();
        assertThat(points.getItems()).hasSize(3);
        assertThat(points.getItems().stream().map(r -> (SweepRow) r).filter(SweepRow::knee).count()).isEqualTo(1);
    }

    @Test
    void newComparisonShowsTheFormThatStartsOnlyWithATargetOpen(FxRobot robot) throws TimeoutException {
        FxWait.until(30, () -> list(robot).getItems().size() == 2);

        robot.clickOn("#compare-new");

        FxWait.until(10, () -> FxLookup.one(robot, "#setup-sql", TextArea.class).isVisible());
        robot.clickOn("#setup-sql").write("SELECT count() FROM needle");
        assertThat(FxLookup.one(robot, "#setup-variants", TextArea.class).getText()).isEqualTo("baseline:\nchanged: ");
        Node start = FxLookup.one(robot, "#setup-start", Button.class);
        assertThat(start.isDisabled()).as("no target is open in this window").isTrue();
        assertThat(text(robot, "#setup-state")).isEqualTo("The target and the run store must be open to run a"
                + " comparison.");
        robot.clickOn("#setup-kind-sweep");
        FxWait.until(5, () -> FxLookup.one(robot, "#setup-sweep-setting", Node.class).isVisible());
        assertThat(FxLookup.one(robot, "#setup-variants", TextArea.class).getParent().isVisible()).isFalse();
    }
}
