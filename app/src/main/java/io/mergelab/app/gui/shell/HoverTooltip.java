package io.mergelab.app.gui.shell;

import javafx.event.EventHandler;
import javafx.scene.control.Control;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;

/**
 * A plain text tooltip made when the mouse first enters its control, not when the control is built. Each
 * {@link Tooltip} is a popup window with its own behaviour and styles; the first scene has about twenty, whose making
 * took some 40 ms of the FX thread before the window showed. The tooltip still shows on the first hover: it is set as
 * the mouse enters, and appears after the mouse moved over the control as any tooltip does. Screen readers get the
 * text at once, as the control's accessible help.
 */
public final class HoverTooltip {
    private HoverTooltip() {
    }

    /** Gives {@code control} the tooltip {@code text}, made at the mouse's first entry. */
    public static void install(Control control, String text) {
        control.setAccessibleHelp(text);
        followHelp(control);
    }

    /**
     * Gives {@code control} a tooltip showing its accessible help, as that changes, made at the mouse's first entry
     * (or by {@link #make} before it).
     */
    public static void followHelp(Control control) {
        control.addEventHandler(MouseEvent.MOUSE_ENTERED, new EventHandler<>() {
            @Override
            public void handle(MouseEvent event) {
                control.removeEventHandler(MouseEvent.MOUSE_ENTERED, this);
                make(control);
            }
        });
    }

    /** Makes {@code control}'s tooltip now, for a text that must show before any hover (a failure); keeps one set. */
    public static void make(Control control) {
        if (control.getTooltip() == null) {
            Tooltip tooltip = new Tooltip();
            tooltip.textProperty().bind(control.accessibleHelpProperty());
            control.setTooltip(tooltip);
        }
    }
}
