package io.mergelab.app.gui;

import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Looks nodes up on the FX thread. A lookup from the test thread walks the scene graph while the FX thread changes
 * it (a view filling in from a background task), and now and then reads a child slot the FX thread has just emptied:
 * an IndexOutOfBoundsException or a NullPointerException inside {@code Parent.lookupAll}.
 */
public final class FxLookup {
    private FxLookup() {
    }

    /** The one node {@code query} finds, as {@code type}. */
    public static <T extends Node> T one(FxRobot robot, String query, Class<T> type) {
        return onFx(() -> robot.lookup(query).queryAs(type));
    }

    /** Every node {@code query} finds. */
    public static Set<Node> all(FxRobot robot, String query) {
        return onFx(() -> robot.lookup(query).queryAll());
    }

    /** The text {@code control} draws: its whole text, or a cut one ending in its ellipsis when it does not fit. */
    public static String drawnText(Labeled control) {
        return onFx(() -> ((Text) control.lookup(".text")).getText());
    }

    /** Runs {@code work} on the FX thread (directly when already there) and returns what it returned. */
    public static <T> T onFx(Callable<T> work) {
        if (Platform.isFxApplicationThread()) {
            try {
                return work.call();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        try {
            return WaitForAsyncUtils.asyncFx(work).get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
