package io.mergelab.app.gui.settings;

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
import io.mergelab.app.gui.workspace.WorkspaceView;
import io.mergelab.app.gui.workspace.WorkspaceViewModel;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;
import org.controlsfx.control.PropertySheet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The settings sheet in a shell beside the Workspace, on the real embedded engine, driven through the window in
 * headless Monocle.
 */
@ExtendWith(ApplicationExtension.class)
class SettingsViewTest {
    private final ExecutorService background = Executors.newCachedThreadPool();
    private AppServices services;
    private ShellView shell;

    @Start
    void start(Stage stage) {
        TaskRunner tasks = new TaskRunner(background, Platform::runLater);
        services = AppServices.create(tasks, new ScriptedDialogs());
        shell = new ShellView(new ShellViewModel(services));
        shell.addScreen(ScreenKey.WORKSPACE, NavigationIcons.WORKSPACE,
                () -> new WorkspaceView(new WorkspaceViewModel(services)).root());
        shell.addScreen(ScreenKey.SETTINGS, NavigationIcons.SETTINGS,
                () -> new SettingsView(new SettingsViewModel(services)).root());
        Scene scene = new Scene(shell.root(), 1200, 800);
        shell.install(scene);
        stage.setScene(scene);
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

    private PropertySheet openSheet(FxRobot robot) throws TimeoutException {
        FxWait.until(20, () -> !robot.lookup("#show-settings").queryButton().isDisabled());
        robot.clickOn("#show-settings");
        FxWait.until(20, () -> robot.lookup("#settings-sheet").tryQuery().isPresent()
                && FxLookup.one(robot, "#settings-sheet", PropertySheet.class).getItems().size() > 900);
        return FxLookup.one(robot, "#settings-sheet", PropertySheet.class);
    }

    /** The editor (mark and control) beside the label {@code name} in the sheet's grid. */
    private static HBox editorBoxOf(FxRobot robot, String name) {
        Label label = robot.lookup(".label").match((Label l) -> l.getText().equals(name)).queryAs(Label.class);
        GridPane grid = (GridPane) label.getParent();
        Integer row = GridPane.getRowIndex(label);
        return (HBox) grid.getChildren().stream()
                .filter(n -> n != label && row.equals(GridPane.getRowIndex(n)) && GridPane.getColumnIndex(n) == 1)
                .findFirst().orElseThrow();
    }

    /** The text field or check box of setting {@code name}. */
    private static Node editorOf(FxRobot robot, String name) {
        return editorBoxOf(robot, name).getChildren().get(1);
    }

    /** Whether setting {@code name}'s editor shows the changed mark. */
    private static boolean marked(FxRobot robot, String name) {
        return editorBoxOf(robot, name).getChildren().get(0).isVisible();
    }

    /** Filters the sheet and waits until it shows a matching row (the sheet lays its rows out after the filter). */
    private void search(FxRobot robot, PropertySheet sheet, String text) throws TimeoutException {
        robot.interact(() -> sheet.setTitleFilter(text));
        FxWait.until(20, () -> robot.lookup(".label").match((Label l) -> l.getText().startsWith(text)).tryQuery()
                .isPresent());
    }

    @Test
    void theWorkspaceOpensTheSheetAndAValueSetThereAppliesToTheSession(FxRobot robot) throws TimeoutException {
        PropertySheet sheet = openSheet(robot);
        assertThat(services.navigation().isShowing(ScreenKey.SETTINGS)).isTrue();
        assertThat(sheet.getItems()).extracting(PropertySheet.Item::getCategory)
                .contains(SettingItem.APPLIED, SettingItem.NO_EFFECT, SettingItem.OBSOLETE, SettingItem.MERGE_TREE);

        search(robot, sheet, "max_block_size");
        TextField field = (TextField) editorOf(robot, "max_block_size");
        robot.clickOn(field).eraseText(field.getText().length()).write("1000").type(KeyCode.ENTER);

        Label status = FxLookup.one(robot, "#settings-status", Label.class);
        FxWait.until(30, () -> status.getText().startsWith("max_block_size") || status.getText().startsWith("Code"));
        assertThat(status.getText()).isEqualTo("max_block_size = 1000 for this session (Workspace statements use it).");
        FxWait.until(30, () -> marked(robot, "max_block_size"));
        assertThat(FxLookup.one(robot, "#settings-changed", Label.class).getText())
                .isEqualTo("1 changed: max_block_size");
        assertThat(services.target().value().orElseThrow()
                .run(QueryRequest.of("SELECT value, changed FROM system.settings WHERE name = 'max_block_size'")).rows())
                .containsExactly(List.of("1000", "1"));
    }

    @Test
    void aBadValueShowsTheEnginesErrorAndTheFieldKeepsTheSessionsValue(FxRobot robot) throws TimeoutException {
        PropertySheet sheet = openSheet(robot);
        search(robot, sheet, "max_threads");
        TextField field = (TextField) editorOf(robot, "max_threads");
        robot.clickOn(field).eraseText(field.getText().length()).write("many").type(KeyCode.ENTER);

        Label status = FxLookup.one(robot, "#settings-status", Label.class);
        FxWait.until(20, () -> status.getText().contains("CANNOT_PARSE_NUMBER"));
        assertThat(status.getText()).isEqualTo("Code: 72. DB::Exception: Cannot parse value 'many' of setting max_threads. (CANNOT_PARSE_NUMBER)");
        assertThat(status.getPseudoClassStates()).anyMatch(p -> p.getPseudoClassName().equals("error"));
        FxWait.until(20, () -> ((TextField) editorOf(robot, "max_threads")).getText().equals("0"));
    }

    @Test
    void boolSettingsAreCheckBoxesAndMergeTreeSettingsAreReadOnly(FxRobot robot) throws TimeoutException {
        PropertySheet sheet = openSheet(robot);
        search(robot, sheet, "use_skip_indexes_if_final_exact_mode");
        assertThat(editorOf(robot, "use_skip_indexes_if_final_exact_mode")).isInstanceOf(CheckBox.class);
        robot.clickOn(editorOf(robot, "use_skip_indexes_if_final_exact_mode"));
        FxWait.until(20, () -> marked(robot, "use_skip_indexes_if_final_exact_mode"));
        assertThat(((CheckBox) editorOf(robot, "use_skip_indexes_if_final_exact_mode")).isSelected()).isFalse();

        search(robot, sheet, "index_granularity_bytes");
        assertThat(((TextField) editorOf(robot, "index_granularity_bytes")).isEditable()).isFalse();
    }

    @Test
    void aSetUpdatesItsOwnRowAndKeepsEveryOtherEditor(FxRobot robot) throws TimeoutException {
        PropertySheet sheet = openSheet(robot);
        search(robot, sheet, "max_");
        HBox blockSize = editorBoxOf(robot, "max_block_size");
        HBox threads = editorBoxOf(robot, "max_threads");
        List<Node> editorsBefore = FxLookup.all(robot, ".setting-editor").stream().toList();
        assertThat(editorsBefore).hasSizeGreaterThan(50);

        TextField field = (TextField) blockSize.getChildren().get(1);
        robot.clickOn(field).eraseText(field.getText().length()).write("4096").type(KeyCode.ENTER);
        FxWait.until(30, () -> marked(robot, "max_block_size"));

        // the same editor nodes, in the same sheet: nothing was rebuilt; the row shows the new value and its mark
        assertThat(editorBoxOf(robot, "max_block_size")).isSameAs(blockSize);
        assertThat(editorBoxOf(robot, "max_threads")).isSameAs(threads);
        assertThat(FxLookup.all(robot, ".setting-editor")).containsExactlyInAnyOrderElementsOf(editorsBefore);
        assertThat(field.getText()).isEqualTo("4096");
        assertThat(marked(robot, "max_threads")).isFalse();

        // a SET outside the sheet (the Workspace's session), then Reload: again only that row
        services.target().value().orElseThrow().run(QueryRequest.of("SET max_threads = 3")).close();
        robot.clickOn("#settings-reload");
        FxWait.until(30, () -> marked(robot, "max_threads"));
        assertThat(editorBoxOf(robot, "max_threads")).isSameAs(threads);
        assertThat(((TextField) threads.getChildren().get(1)).getText()).isEqualTo("3");
        assertThat(FxLookup.all(robot, ".setting-editor")).containsExactlyInAnyOrderElementsOf(editorsBefore);
        assertThat(FxLookup.one(robot, "#settings-changed", Label.class).getText())
                .startsWith("2 changed: ").contains("max_block_size", "max_threads");
    }
}
