package io.mergelab.app.gui.services;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.Executor;

/** An executor that keeps what it is given until the test runs it, so a test decides when each side moves. */
public final class QueuedExecutor implements Executor {
    private final Deque<Runnable> queue = new ArrayDeque<>();

    @Override
    public synchronized void execute(Runnable command) {
        queue.add(command);
    }

    public synchronized int size() {
        return queue.size();
    }

    /** Runs everything queued, including what the queued work queues in turn. */
    public void runAll() {
        Runnable next;
        while ((next = poll()) != null) {
            next.run();
        }
    }

    /** Runs the oldest queued command only. */
    public void runNext() {
        Runnable next = poll();
        if (next == null) {
            throw new IllegalStateException("Nothing queued");
        }
        next.run();
    }

    private synchronized Runnable poll() {
        return queue.poll();
    }
}
