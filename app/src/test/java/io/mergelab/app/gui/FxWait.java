package io.mergelab.app.gui;

import io.mergelab.engine.testing.MachineLoad;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Waits for a condition on the screen. The condition is evaluated on the FX thread: a lookup from the test thread
 * walks the scene graph while the FX thread changes it, and fails now and then with an IndexOutOfBoundsException.
 * The wait stretches with the machine's load per core (as the engine's wall-clock checks do): with 15 runnable
 * threads per core, a screen that needs a second on an idle machine needs fifteen.
 */
public final class FxWait {
    private FxWait() {
    }

    public static void until(long seconds, Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(Math.round(seconds * MachineLoad.slowdown()), TimeUnit.SECONDS, () -> onFxThread(condition));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static boolean onFxThread(Callable<Boolean> condition) throws InterruptedException {
        try {
            return WaitForAsyncUtils.asyncFx(condition).get();
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }
}
