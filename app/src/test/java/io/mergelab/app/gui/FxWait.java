package io.mergelab.app.gui;

import io.mergelab.engine.testing.MachineLoad;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Waits for a condition on the screen. The condition is evaluated on the FX thread, for the reason {@link FxLookup}
 * gives.
 * The wait stretches with the machine's load per core (as the engine's wall-clock checks do): with 15 runnable
 * threads per core, a screen that needs a second on an idle machine needs fifteen.
 */
public final class FxWait {
    private FxWait() {
    }

    public static void until(long seconds, Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(Math.round(seconds * MachineLoad.slowdown()), TimeUnit.SECONDS,
                () -> FxLookup.onFx(condition));
        WaitForAsyncUtils.waitForFxEvents();
    }
}
