package io.mergelab.app.gui.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.FxLookup;
import io.mergelab.app.gui.FxWait;
import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.profiler.connect.EmbeddedTarget;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The SQL workspace on the real embedded engine, driven through the window in headless Monocle. */
@ExtendWith(ApplicationExtension.class)
class WorkspaceViewTest {
    private final ExecutorService background = Executors.newCachedThreadPool();
    private AppServices services;
    private WorkspaceViewModel viewModel;

    @Start
    void start(Stage stage) {
        TaskRunner tasks = new TaskRunner(background, Platform::runLater);
        services = AppServices.create(tasks, new ScriptedDialogs());
        viewModel = new WorkspaceViewModel(services);
        stage.setScene(new Scene(new WorkspaceView(viewModel).root(), 1000, 700));
        stage.show();
        services.target().open("embedded in-memory", progress -> EmbeddedTarget.inMemory(), t -> t.info().description());
    }

    @AfterEach
    void stopEngine() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> services.tasks().cancelAll()).get();
        background.shutdown();
        background.awaitTermination(10, TimeUnit.SECONDS);
        WaitForAsyncUtils.asyncFx(() -> services.target().close()).get();
    }

    private static void waitUntil(BooleanSupplier condition) throws TimeoutException {
        FxWait.until(20, condition::getAsBoolean);
    }

    private void runTyped(FxRobot robot, String sql) throws TimeoutException {
        robot.interact(() -> FxLookup.one(robot, "#editor", TextArea.class).clear());
        robot.clickOn("#editor").write(sql);
        waitUntil(() -> !robot.lookup("#run").queryButton().isDisabled());
        robot.clickOn("#run");
        waitUntil(() -> !viewModel.isBusy() && !robot.lookup("#run").queryButton().isDisabled());
    }

    private static List<String> treeLabels(TreeItem<String> item) {
        List<String> labels = new ArrayList<>();
        for (TreeItem<String> child : item.getChildren()) {
            labels.add(child.getValue());
            labels.addAll(treeLabels(child));
        }
        return labels;
    }

    @Test
    void createInsertSelectShowsRowsInTheGridAndTheTableWithItsPartInTheTree(FxRobot robot) throws TimeoutException {
        waitUntil(() -> !FxLookup.one(robot, "#run", Button.class).isDisabled());
        assertThat(FxLookup.one(robot, "#status", Label.class).getText()).startsWith("Ready");

        runTyped(robot, "CREATE TABLE trips (id UInt64, city String) ENGINE = MergeTree ORDER BY id");
        runTyped(robot, "INSERT INTO trips VALUES (2, 'Oslo'), (1, 'Lima')");
        runTyped(robot, "SELECT id, city FROM trips");

        TableView<List<String>> grid = FxLookup.one(robot, "#results", TableView.class);
        assertThat(grid.getColumns()).extracting(column -> ((Label) column.getGraphic()).getText())
                .containsExactly("id", "city");
        assertThat(grid.getItems()).containsExactly(List.of("1", "Lima"), List.of("2", "Oslo"));
        Label status = FxLookup.one(robot, "#status", Label.class);
        assertThat(status.getText()).startsWith("2 rows in set.");
        assertThat(status.getPseudoClassStates()).noneMatch(p -> p.getPseudoClassName().equals("error"));

        TreeView<String> tree = FxLookup.one(robot, "#catalog", TreeView.class);
        assertThat(treeLabels(tree.getRoot())).contains("default", "trips  (MergeTree)")
                .anyMatch(label -> label.startsWith("all_1_1_0  (2 rows, ") && label.endsWith(" B)"));
    }

    @Test
    void withTotalsShowsTheTotalsRowUnderTheGridAndAPlainQueryHidesIt(FxRobot robot) throws TimeoutException {
        waitUntil(() -> !FxLookup.one(robot, "#run", Button.class).isDisabled());
        runTyped(robot, "SELECT 1");
        assertThat(robot.lookup("#totals").tryQuery()).as("no totals table before a result has totals").isEmpty();

        runTyped(robot, "SELECT number % 2 AS k, count() AS c FROM numbers(5) GROUP BY k WITH TOTALS ORDER BY k");

        TableView<List<String>> grid = FxLookup.one(robot, "#results", TableView.class);
        TableView<List<String>> totals = FxLookup.one(robot, "#totals", TableView.class);
        assertThat(grid.getItems()).containsExactly(List.of("0", "3"), List.of("1", "2"));
        assertThat(totals.isVisible()).isTrue();
        assertThat(totals.getItems()).containsExactly(List.of("0", "5"));
        assertThat(totals.getColumns()).extracting(TableColumn::getPrefWidth)
                .containsExactlyElementsOf(grid.getColumns().stream().map(TableColumn::getWidth).toList());

        runTyped(robot, "SELECT 1");
        assertThat(totals.isVisible()).isFalse();
    }

    @Test
    void ctrlEnterRunsAndAnErrorShowsTheErrorLineInRed(FxRobot robot) throws TimeoutException {
        waitUntil(() -> !FxLookup.one(robot, "#run", Button.class).isDisabled());

        robot.clickOn("#editor").write("SELECT * FROM missing");
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        waitUntil(() -> FxLookup.one(robot, "#status", Label.class).getText().startsWith("Code:"));

        Label status = FxLookup.one(robot, "#status", Label.class);
        assertThat(status.getText()).startsWith("Code: 60. DB::Exception: ").endsWith("(UNKNOWN_TABLE)");
        assertThat(status.getPseudoClassStates()).anyMatch(p -> p.getPseudoClassName().equals("error"));
        assertThat(FxLookup.one(robot, "#editor", TextArea.class).getText()).isEqualTo("SELECT * FROM missing");
    }

    @Test
    void anEmptyResultSaysItHasNoRows(FxRobot robot) throws TimeoutException {
        TableView<List<String>> grid = FxLookup.one(robot, "#results", TableView.class);
        assertThat(((Label) grid.getPlaceholder()).getText()).isEqualTo("Run a statement to see its result here.");

        runTyped(robot, "SELECT number FROM numbers(3) WHERE number > 5");

        assertThat(grid.getColumns()).hasSize(1);
        assertThat(((Label) grid.getPlaceholder()).getText()).isEqualTo("The result has no rows.");
    }

    @Test
    void aLongColumnNameOverShortValuesShowsWholeInItsHeader(FxRobot robot) throws TimeoutException {
        waitUntil(() -> !FxLookup.one(robot, "#run", Button.class).isDisabled());
        runTyped(robot, "SELECT 1 AS granules_dropped_by_the_where_clause, 2 AS MarkCacheMisses");

        TableView<List<String>> grid = FxLookup.one(robot, "#results", TableView.class);
        List<Label> headers = grid.getColumns().stream().map(column -> (Label) column.getGraphic()).toList();
        assertThat(headers).hasSize(2);
        for (Label header : headers) {
            assertThat(FxLookup.drawnText(header)).isEqualTo(header.getText());
        }
    }

    @Test
    void selectFirstRowsOnATableRunsItIntoTheGridAndLeavesTheEditorAlone(FxRobot robot) throws TimeoutException {
        waitUntil(() -> !FxLookup.one(robot, "#run", Button.class).isDisabled());
        runTyped(robot, "CREATE TABLE `odd name` (id UInt64) ENGINE = Memory");
        runTyped(robot, "INSERT INTO `odd name` SELECT number FROM numbers(150)");
        waitUntil(() -> tableCell(robot, "odd name").isPresent());

        // the menu item fired as a click on it would (headless Monocle shows no popup to click)
        List<MenuItem> items = tableCell(robot, "odd name").orElseThrow().getContextMenu().getItems();
        assertThat(items).extracting(MenuItem::getText).containsExactly("Select first 100 rows");
        robot.interact(items.get(0)::fire);
        waitUntil(() -> FxLookup.one(robot, "#status", Label.class).getText().startsWith("100 rows in set."));

        TableView<List<String>> grid = FxLookup.one(robot, "#results", TableView.class);
        assertThat(grid.getItems()).hasSize(100);
        assertThat(FxLookup.one(robot, "#editor", TextArea.class).getText())
                .isEqualTo("INSERT INTO `odd name` SELECT number FROM numbers(150)");
    }

    private static Optional<TreeCell<?>> tableCell(FxRobot robot, String table) {
        return FxLookup.onFx(() -> robot.lookup(".tree-cell").queryAllAs(TreeCell.class).stream()
                .filter(cell -> cell.getText() != null && cell.getText().startsWith(table + " "))
                .<TreeCell<?>>map(cell -> cell).findFirst());
    }
}
