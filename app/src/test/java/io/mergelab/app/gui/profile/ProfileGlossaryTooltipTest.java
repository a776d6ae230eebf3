package io.mergelab.app.gui.profile;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.FxLookup;
import io.mergelab.app.gui.FxWait;
import io.mergelab.app.gui.GlossaryTooltips;
import io.mergelab.profiler.glossary.Glossary;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.application.Platform;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Issue 15: the Profile screen explains the words it shows with the glossary the reports use: hovering a ProfileEvent
 * or a processor on the critical path shows a tooltip with its meaning, in a window in headless Monocle.
 */
@ExtendWith(ApplicationExtension.class)
class ProfileGlossaryTooltipTest {
    private final ExecutorService layoutThread = Executors.newSingleThreadExecutor();
    private final SimpleObjectProperty<Run> selected = new SimpleObjectProperty<>();

    @Start
    void start(Stage stage) {
        ProfileView view = new ProfileView(new ProfileViewModel(selected, layoutThread, Platform::runLater));
        stage.setScene(new Scene((Parent) view.root(), 1200, 780));
        stage.show();
    }

    @AfterEach
    void stop() {
        layoutThread.shutdownNow();
    }

    private static Node cell(FxRobot robot, String tableId, String text) {
        return FxLookup.onFx(() -> robot.lookup(tableId)
                .lookup((Node n) -> n instanceof TableCell<?, ?> c && text.equals(c.getText())).queryAs(Node.class));
    }

    @Test
    void hoveringAProfileEventOrAProcessorShowsItsMeaning(FxRobot robot) throws Exception {
        Platform.runLater(() -> selected.set(Runs.needleUpfront()));
        TableView<?> events = FxLookup.one(robot, "#profile-events", TableView.class);
        FxWait.until(20, () -> events.getItems().size() == 19);
        TabPane tabs = FxLookup.one(robot, "#profile-tabs", TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(tabs.getTabs().stream()
                .filter(t -> t.getText().equals("ProfileEvents")).findFirst().orElseThrow()));

        String selectedMarks = GlossaryTooltips.hover(robot, cell(robot, "#profile-events", "SelectedMarks"));
        assertThat(selectedMarks).isEqualTo("SelectedMarks\n"
                + Glossary.standard().profileEvent("SelectedMarks").orElseThrow());

        robot.interact(() -> tabs.getSelectionModel().select(0));
        TableView<PathRow> path = FxLookup.one(robot, "#critical-path", TableView.class);
        FxWait.until(20, () -> !path.getItems().isEmpty());
        String processor = path.getItems().get(0).processor();
        String tooltip = GlossaryTooltips.hover(robot, cell(robot, "#critical-path", processor));
        assertThat(tooltip).isEqualTo(processor + "\n" + Glossary.standard().processor(processor).orElseThrow());
    }
}
