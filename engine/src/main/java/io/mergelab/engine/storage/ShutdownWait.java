package io.mergelab.engine.storage;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Waits for an engine's background threads that write its data directory (merges, deletion of retired parts, the
 * system log flush) to end when it closes, however long that takes and whether or not the closing thread is
 * interrupted (the interrupt is kept for afterwards). The directory may be opened again as soon as the engine is
 * closed, and work still running would change it under the next engine's start-up: the soak saw a part vanish that
 * way at a load of 15 while such a wait was capped at 60 s. A WARN says every {@value #WARN_SECONDS} s what is still
 * awaited.
 */
public final class ShutdownWait {
    private static final Logger LOG = LoggerFactory.getLogger(ShutdownWait.class);
    private static final long WARN_SECONDS = 60;

    private ShutdownWait() {
    }

    /** Shuts {@code executor} down (queued tasks still run) and waits until its tasks have ended. */
    public static void terminate(ExecutorService executor, String what) {
        executor.shutdown();
        await(seconds -> executor.awaitTermination(seconds, TimeUnit.SECONDS), what);
    }

    /** Waits until {@code thread} has ended (at once if it never started). */
    public static void join(Thread thread, String what) {
        await(seconds -> {
            thread.join(TimeUnit.SECONDS.toMillis(seconds));
            return !thread.isAlive();
        }, what);
    }

    /** One bounded wait: true once the awaited work has ended. */
    @FunctionalInterface
    private interface BoundedWait {
        boolean ended(long seconds) throws InterruptedException;
    }

    private static void await(BoundedWait wait, String what) {
        boolean interrupted = false;
        long waitedSeconds = 0;
        while (true) {
            try {
                if (wait.ended(WARN_SECONDS)) {
                    break;
                }
                waitedSeconds += WARN_SECONDS;
                LOG.warn("Still waiting for {} to end after {} s", what, waitedSeconds);
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
