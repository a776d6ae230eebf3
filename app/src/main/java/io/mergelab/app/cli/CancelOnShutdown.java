package io.mergelab.app.cli;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Makes Ctrl-C (SIGINT) or SIGTERM during a load stop it cleanly. While installed, a JVM shutdown hook cancels the
 * work (the loader's or exporter's {@code cancel()}) and then waits, up to a bound, until the command has finished
 * and closed its engine, which {@link #close} signals: the inserts in flight roll back and the table keeps whole
 * parts only. Without the wait the JVM would halt while workers are still writing. Use it as the outermost resource,
 * around the engine, so it closes after the engine.
 */
final class CancelOnShutdown implements AutoCloseable {
    static final Duration DEFAULT_WAIT = Duration.ofSeconds(30);

    private final Duration wait;
    private final CountDownLatch finished = new CountDownLatch(1);
    private final Thread hook;
    private Runnable cancel;
    private boolean cancelled;

    CancelOnShutdown(Duration wait) {
        this.wait = wait;
        this.hook = new Thread(this::cancelAndAwait, "mergelab-cancel-on-shutdown");
    }

    /** Registers the shutdown hook until {@link #close}. */
    static CancelOnShutdown install() {
        CancelOnShutdown guard = new CancelOnShutdown(DEFAULT_WAIT);
        Runtime.getRuntime().addShutdownHook(guard.hook);
        return guard;
    }

    /** What cancels the work; runs at once when a shutdown has already asked for cancellation. */
    synchronized void onCancel(Runnable action) {
        cancel = action;
        if (cancelled) {
            action.run();
        }
    }

    synchronized boolean cancelled() {
        return cancelled;
    }

    /** The hook's work: cancel, then wait until the command is done with its engine (or the wait runs out). */
    void cancelAndAwait() {
        Runnable action;
        synchronized (this) {
            cancelled = true;
            action = cancel;
        }
        if (action != null) {
            action.run();
        }
        try {
            finished.await(wait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        finished.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException | IllegalArgumentException e) {
            // Shutting down (the hook is running and now returns) or never installed: nothing to remove.
        }
    }
}
