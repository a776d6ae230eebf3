package io.mergelab.app.gui.services;

import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The window's background threads (daemons, as many as the work asks for). Once the window closes, work asked for
 * by a late listener (a refresh after the target closed, say) is dropped rather than thrown back at the FX thread:
 * its result would have no screen to go to.
 */
public final class BackgroundThreads implements Executor {
    private static final Logger LOG = LoggerFactory.getLogger(BackgroundThreads.class);

    private final ExecutorService threads = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "mergelab-task");
        thread.setDaemon(true);
        return thread;
    });

    @Override
    public void execute(Runnable work) {
        try {
            threads.execute(work);
        } catch (RejectedExecutionException e) {
            LOG.debug("Background work asked for after the window closed; dropped");
        }
    }

    /** Takes no more work and waits up to {@code wait} for the work running; true if it all ended in time. */
    public boolean close(Duration wait) throws InterruptedException {
        threads.shutdown();
        return threads.awaitTermination(wait.toMillis(), TimeUnit.MILLISECONDS);
    }
}
