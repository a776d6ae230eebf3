package io.mergelab.app.gui;

import java.util.Optional;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.control.Tooltip;
import javafx.stage.Window;
import org.testfx.api.FxRobot;

/** Hovers a node in a TestFX window and waits for the tooltip that shows, as a user sees it. */
public final class GlossaryTooltips {
    private GlossaryTooltips() {
    }

    /** The text of the tooltip that shows while the mouse rests on {@code node}. */
    public static String hover(FxRobot robot, Node node) throws TimeoutException {
        robot.moveTo(node);
        robot.moveBy(2, 1);
        FxWait.until(10, () -> showing().isPresent());
        return showing().orElseThrow().getText();
    }

    private static Optional<Tooltip> showing() {
        return Window.getWindows().stream().filter(w -> w instanceof Tooltip && w.isShowing())
                .map(w -> (Tooltip) w).findFirst();
    }
}
