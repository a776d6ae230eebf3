package io.mergelab.app.gui.profile;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.FxLookup;
import io.mergelab.app.gui.FxWait;
import io.mergelab.profiler.glossary.Glossary;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.jfree.chart.fx.ChartViewer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The Profile screen on fixture runs from real captures, in a window in headless Monocle. */
@ExtendWith(ApplicationExtension.class)
class ProfileViewTest {
    private final ExecutorService layoutThread = Executors.newSingleThreadExecutor();
    private final SimpleObjectProperty<Run> selected = new SimpleObjectProperty<>();

    @Start
    void start(Stage stage) {
        ProfileView view = new ProfileView(new ProfileViewModel(selected, layoutThread, Platform::runLater));
        stage.setScene(new Scene((Parent) view.root(), 1200, 780)); // inside Monocle's 1280 × 800 screen
        stage.show();
    }

    @AfterEach
    void stop() {
        layoutThread.shutdownNow();
    }

    private void select(Run run) {
        Platform.runLater(() -> selected.set(run));
    }

    private static void waitUntil(BooleanSupplier condition) throws TimeoutException {
        FxWait.until(20, condition::getAsBoolean);
    }

    private static Set<Node> nodes(FxRobot robot) {
        return FxLookup.all(robot, ".pipeline-node");
    }

    private static Node node(FxRobot robot, String graphNodeId) {
        return FxLookup.onFx(
                () -> robot.lookup((Node n) -> graphNodeId.equals(PipelineDiagramPane.nodeId(n))).queryAs(Node.class));
    }

    /** How many edges the Path of {@code styleClass} draws: one MoveTo each. */
    private static long edges(FxRobot robot, String styleClass) {
        return FxLookup.onFx(() -> FxLookup.one(robot, styleClass, Path.class).getElements().stream()
                .filter(MoveTo.class::isInstance).count());
    }

    private static List<String> texts(Node node) {
        return ((Parent) node).getChildrenUnmodifiable().stream().filter(Text.class::isInstance)
                .map(n -> ((Text) n).getText()).toList();
    }

    private static void openTab(FxRobot robot, String title) {
        TabPane tabs = FxLookup.one(robot, "#profile-tabs", TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(
                tabs.getTabs().stream().filter(t -> t.getText().equals(title)).findFirst().orElseThrow()));
    }

    @Test
    void saysSoWhenNoRunIsSelected(FxRobot robot) {
        assertThat(FxLookup.one(robot, "No run selected. Run a statement or pick one in History to see its profile.",
                Label.class).isVisible()).isTrue();
        assertThat(FxLookup.one(robot, "#profile-content", Node.class).isVisible()).isFalse();
    }

    @Test
    void drawsParallelCopiesAsOneNodeAndExpandsThemOnRequest(FxRobot robot) throws TimeoutException {
        select(Runs.groupByTwoThreads());
        waitUntil(() -> nodes(robot).size() == 13);

        Node read = node(robot, "n0");
        assertThat(texts(read)).containsExactly("MergeTreeSelect(pool: ReadPool, algorithm: Thread)",
                "×2 · 1.50 s · 81.5%");
        assertThat(FxLookup.all(robot, ".pipeline-step")).hasSize(6);
        assertThat(edges(robot, ".pipeline-edges-critical")).isEqualTo(12);

        robot.clickOn(FxLookup.one(robot, "#collapse-copies", CheckBox.class));
        waitUntil(() -> nodes(robot).size() == 22);

        assertThat(texts(node(robot, "p1"))).containsExactly(
                "MergeTreeSelect(pool: ReadPool, algorithm: Thread)", "840.4 ms · 45.5%");
        assertThat(edges(robot, ".pipeline-edges-critical")).isEqualTo(12);
        assertThat(edges(robot, ".pipeline-edges")).isEqualTo(12);
    }

    @Test
    void hoveringANodeShowsItsFigures(FxRobot robot) throws TimeoutException {
        select(Runs.needleUpfront());
        waitUntil(() -> nodes(robot).size() == 7);

        robot.moveTo(node(robot, "n1"));
        waitUntil(() -> showingTooltip().isPresent());

        assertThat(showingTooltip().orElseThrow().getText()).isEqualTo("""
                FilterTransform ×2
                plan step: Filter (WHERE)
                elapsed: 17,883 µs (copies 710 – 17,173), 3.9% of the query's work
                input wait: 505,096 µs
                output wait: 0 µs
                rows in → out: 28,672 → 14
                bytes in → out: 1,948,080 → 144
                on the critical path

                """ + Glossary.standard().processor("FilterTransform").orElseThrow());
        // Leave the window so the tooltip hides on a mouse exit: a tooltip still showing when the next test replaces
        // the scene keeps JavaFX's tooltip behaviour waiting, and that test's tooltips never show.
        robot.moveTo(new Point2D(1279, 799));
        waitUntil(() -> showingTooltip().isEmpty());
    }

    private static Optional<Tooltip> showingTooltip() {
        return Window.getWindows().stream().filter(w -> w instanceof Tooltip && w.isShowing()).map(w -> (Tooltip) w)
                .findFirst();
    }

    @Test
    void chartsShowTheStepsAndTheFunnel(FxRobot robot) throws TimeoutException {
        select(Runs.needleUpfront());
        ChartViewer bars = FxLookup.one(robot, "#step-bars", ChartViewer.class);
        waitUntil(() -> bars.getChart().getCategoryPlot().getDataset().getColumnCount() == 5);

        var dataset = bars.getChart().getCategoryPlot().getDataset();
        assertThat(dataset.getRowKeys()).containsExactly("work (elapsed)", "input wait", "output wait");
        assertThat(dataset.getColumnKey(0)).isEqualTo("ReadFromMergeTree (default.needle) ×2");
        assertThat(bars.getChart().getTitle().getText()).isEqualTo("Time per plan step");
        assertThat(bars.getChart().getCategoryPlot().getRangeAxis().getLabel())
                .isEqualTo("ms, summed over processors");

        openTab(robot, "Index funnel");
        waitUntil(() -> !FxLookup.one(robot, "#funnel-charts", VBox.class).getChildren().isEmpty());
        ChartViewer funnel = (ChartViewer) FxLookup.one(robot, "#funnel-charts", VBox.class)
                .getChildren().get(0);
        assertThat(funnel.getChart().getTitle().getText()).isEqualTo("Index funnel: default.needle");
        assertThat(FxLookup.one(robot, "#funnel-note", Label.class).getText())
                .isEqualTo("The query log agrees with the funnel: the run selected 977 granules in 1 part.");
    }

    @Test
    void filtersProfileEventsAsTheUserTypes(FxRobot robot) throws TimeoutException {
        select(Runs.needleUpfront());
        @SuppressWarnings("unchecked")
        TableView<NameValue> events = FxLookup.one(robot, "#profile-events", TableView.class);
        waitUntil(() -> events.getItems().size() == 19);
        openTab(robot, "ProfileEvents");

        robot.clickOn(FxLookup.one(robot, "#event-filter", Node.class)).write("marks");
        waitUntil(() -> events.getItems().size() == 3);

        assertThat(events.getItems()).extracting(NameValue::name)
                .containsExactly("SelectedMarks", "SelectedMarksTotal", "FilteringMarksWithSecondaryKeysMicroseconds");
    }

    @Test
    void aFailedRunShowsAnErrorBannerAndWhatIsMissing(FxRobot robot) throws TimeoutException {
        select(Runs.builder().sql("SELECT * FROM nope").error(60, "UNKNOWN_TABLE", "Table default.nope does not exist")
                .missing("system.processors_profile_log: no rows for a query that failed before it started").build());
        Label error = FxLookup.one(robot, "#profile-error", Label.class);
        waitUntil(error::isVisible);

        assertThat(error.getText()).isEqualTo("Code: 60. DB::Exception: Table default.nope does not exist. (UNKNOWN_TABLE)");
        assertThat(FxLookup.one(robot, "#profile-missing", Label.class).getText())
                .isEqualTo("Not captured: system.processors_profile_log: no rows for a query that failed before it started");
        assertThat(FxLookup.one(robot, "#profile-summary", Label.class).getText()).isEqualTo("Elapsed: 0.001 sec.");
        assertThat(nodes(robot)).isEmpty();
        assertThat(FxLookup.all(robot, "No processor rows were captured for this run.")).isNotEmpty();

        select(Runs.needleUpfront());
        waitUntil(() -> !error.isVisible());
    }

    @Test
    void theHeaderSaysWhichGeneratedDataTheRunRead(FxRobot robot) throws TimeoutException {
        select(Runs.builder().sql("SELECT count() FROM needle").tables("default.needle")
                .dataset(Runs.needleDataset(OptionalLong.of(1_000_000))).build());
        Label data = FxLookup.one(robot, "#profile-data", Label.class);
        waitUntil(data::isVisible);

        assertThat(data.getText()).isEqualTo("Data: default.needle from generator needle(rows=1000000, seed=1),"
                + " digest 8c1f02d94ab37e65, unchanged since generated");
        assertThat(data.getStyle()).doesNotContain("bold");

        select(Runs.builder().sql("SELECT count() FROM needle").tables("default.needle")
                .dataset(Runs.needleDataset(OptionalLong.of(1_000_001))).build());
        waitUntil(() -> data.getText().contains("modified"));
        assertThat(data.getStyle()).contains("bold");

        select(Runs.needleUpfront());
        waitUntil(() -> !data.isVisible());
    }

    @Test
    void theCriticalPathsHeadersShowWholeBesideTheGraph(FxRobot robot) throws TimeoutException {
        select(Runs.groupByTwoThreads());
        TableView<?> path = FxLookup.one(robot, "#critical-path", TableView.class);
        waitUntil(() -> !path.getItems().isEmpty());

        List<String> cut = FxLookup.onFx(() -> path.getColumns().stream().filter(ProfileViewTest::headerCut)
                .map(column -> column.getGraphic() instanceof Label label ? label.getText() : column.getText())
                .toList());
        assertThat(path.getColumns()).hasSize(6);
        assertThat(cut).isEmpty();
    }

    @Test
    void thePartsTablesHeadersShowWhole(FxRobot robot) throws TimeoutException {
        select(Runs.needleUpfront());
        TableView<?> parts = FxLookup.one(robot, "#parts-table", TableView.class);
        waitUntil(() -> !parts.getItems().isEmpty());
        openTab(robot, "Parts");
        waitUntil(() -> !parts.lookupAll(".column-header .label").isEmpty());

        List<Label> headers = FxLookup.onFx(() -> parts.lookupAll(".column-header .label").stream()
                .map(Label.class::cast).toList());
        assertThat(headers).extracting(Label::getText).contains("data_uncompressed_bytes");
        for (Label header : headers) {
            assertThat(FxLookup.drawnText(header)).isEqualTo(header.getText());
        }
    }

    /** Whether a column's header is cut: the figures' headers are labels set as graphics, for their tooltips. */
    private static boolean headerCut(TableColumn<?, ?> column) {
        if (column.getGraphic() instanceof Label label) {
            return !FxLookup.drawnText(label).equals(label.getText());
        }
        return column.getWidth() < new Text(column.getText()).getLayoutBounds().getWidth() + 12;
    }
}
