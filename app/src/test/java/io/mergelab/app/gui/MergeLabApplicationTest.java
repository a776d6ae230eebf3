package io.mergelab.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.history.HistoryRow;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeoutException;
import javafx.application.Application;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.TreeCell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;

/**
 * The whole app as it starts, on a real data directory and run store in headless Monocle: a statement run in the
 * Workspace is captured, History lists it, and opening it shows its profile; "Show parts and merges" opens the Parts
 * screen on the table, though the screen is built only then, after the table was asked for.
 */
class MergeLabApplicationTest {
    @TempDir
    Path dir;

    private final FxRobot robot = new FxRobot();
    private Application app;

    @BeforeEach
    void start() throws Exception {
        FxToolkit.registerPrimaryStage();
        app = FxToolkit.setupApplication(MergeLabApplication.class,
                "--" + MergeLabApplication.DATA_DIR_PARAMETER + "=" + dir.resolve("data"));
    }

    @AfterEach
    void stop() throws Exception {
        FxToolkit.cleanupApplication(app);
        FxToolkit.cleanupStages();
    }

    private static void waitUntil(Callable<Boolean> condition) throws TimeoutException {
        FxWait.until(30, condition);
    }

    @Test
    void aStatementRunInTheWorkspaceAppearsInHistoryAndOpensInProfile() throws TimeoutException {
        waitUntil(() -> !FxLookup.one(robot, "#run", Button.class).isDisabled()
                && FxLookup.one(robot, "#shell-store", Label.class).getText().startsWith("runs: "));
        // the status bar's target switcher names the embedded engine the window opened
        assertThat(FxLookup.one(robot, "#target-switcher", MenuButton.class).getText())
                .isEqualTo("Target: embedded " + dir.resolve("data"));
        assertThat(FxLookup.one(robot, "#capture", ToggleButton.class).isSelected()).isTrue();

        robot.clickOn("#editor").write("SELECT number FROM numbers(10) WHERE number > 6");
        robot.clickOn("#run");
        waitUntil(() -> FxLookup.one(robot, "#status", Label.class).getText().startsWith("3 rows in set."));

        robot.clickOn("#nav-history");
        TableView<HistoryRow> runs = robot.lookup("#history-runs").queryTableView();
        waitUntil(() -> runs.getItems().size() == 1);
        assertThat(runs.getItems().get(0).sql()).isEqualTo("SELECT number FROM numbers(10) WHERE number > 6");
        assertThat(Files.exists(dir.resolve("data.store.mv.db"))).as("the store lies beside the data directory").isTrue();

        robot.doubleClickOn("SELECT number FROM numbers(10) WHERE number > 6");

        waitUntil(() -> FxLookup.one(robot, "#nav-profile", ToggleButton.class).isSelected());
        waitUntil(() -> FxLookup.one(robot, "#profile-sql", Label.class).getText().startsWith("SELECT number"));
        assertThat(robot.lookup("#editor").tryQueryAs(TextArea.class)).as("the workspace is kept, not shown").isEmpty();
    }

    @Test
    void showPartsOnATableOpensThePartsScreenBuiltAfterTheRequestOnThatTable() throws TimeoutException {
        waitUntil(() -> !FxLookup.one(robot, "#run", Button.class).isDisabled());

        robot.clickOn("#editor").write("CREATE TABLE lazy_parts (x UInt64) ENGINE = MergeTree ORDER BY x");
        robot.clickOn("#run");
        waitUntil(() -> robot.lookup(".tree-cell").queryAllAs(TreeCell.class).stream()
                .anyMatch(cell -> cell.getText() != null && cell.getText().startsWith("lazy_parts")));
        TreeCell<?> table = robot.lookup(".tree-cell").queryAllAs(TreeCell.class).stream()
                .filter(cell -> cell.getText() != null && cell.getText().startsWith("lazy_parts")).findFirst().orElseThrow();
        // the table's context menu item, fired as a click on it would (headless Monocle shows no popup to click)
        assertThat(table.getContextMenu().getItems()).extracting(MenuItem::getText)
                .containsExactly("Select first 100 rows", "Show parts and merges");
        MenuItem showParts = table.getContextMenu().getItems().get(1);
        robot.interact(showParts::fire);

        waitUntil(() -> FxLookup.one(robot, "#nav-parts", ToggleButton.class).isSelected());
        waitUntil(() -> "default.lazy_parts".equals(
                FxLookup.one(robot, "#parts-table-choice", ComboBox.class).getValue()));
    }
}
