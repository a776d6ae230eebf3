package io.mergelab.app.gui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.FxWait;
import io.mergelab.app.gui.GlossaryTooltips;
import javafx.scene.AccessibleAttribute;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A tooltip made at the mouse's first entry: none before, the text on the first hover, the help text at once. */
@ExtendWith(ApplicationExtension.class)
class HoverTooltipTest {
    private Button run;
    private Button other;

    @Start
    void start(Stage stage) {
        run = new Button("Run");
        run.setId("run");
        HoverTooltip.install(run, "Run the statements (Ctrl+Enter)");
        other = new Button("Other");
        other.setId("other");
        stage.setScene(new Scene(new HBox(40, other, run), 400, 120));
        stage.show();
    }

    @Test
    void theTooltipIsMadeAtTheFirstHoverAndShowsItsText(FxRobot robot) throws Exception {
        robot.moveTo("#other");
        assertThat(run.getTooltip()).as("not made before the mouse came").isNull();

        assertThat(GlossaryTooltips.hover(robot, run)).isEqualTo("Run the statements (Ctrl+Enter)");
        assertThat(run.getTooltip().getText()).isEqualTo("Run the statements (Ctrl+Enter)");
        leave(robot);
    }

    @Test
    void aScreenReaderGetsTheTextBeforeAnyHover() throws Exception {
        Object help = WaitForAsyncUtils.asyncFx(() -> run.queryAccessibleAttribute(AccessibleAttribute.HELP)).get();

        assertThat(help).isEqualTo("Run the statements (Ctrl+Enter)");
        assertThat(run.getTooltip()).isNull();
    }

    @Test
    void aTooltipSetOtherwiseIsKept(FxRobot robot) throws Exception {
        robot.moveTo("#other");
        robot.interact(() -> run.setTooltip(new Tooltip("Set by the view")));

        assertThat(GlossaryTooltips.hover(robot, run)).isEqualTo("Set by the view");
        leave(robot);
    }

    /** Moves off and waits for the tooltip to hide: JavaFX tracks the tooltip showing across scenes (tests). */
    private static void leave(FxRobot robot) throws Exception {
        robot.moveTo("#other");
        FxWait.until(10, () -> Window.getWindows().stream().noneMatch(w -> w instanceof Tooltip && w.isShowing()));
    }
}
