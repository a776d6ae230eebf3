package io.mergelab.sampledata.load;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;

/**
 * Runs {@code work(block)} for blocks 0 .. count-1 on {@code threads} threads that take block numbers in turn.
 * The first failure stops the others (they finish the block in hand, which {@code onStop} may interrupt) and is
 * rethrown; {@link #stop} does the same without an error.
 */
final class BlockWorkers {
    private final AtomicInteger next = new AtomicInteger();
    private final AtomicReference<Throwable> failure = new AtomicReference<>();
    private volatile boolean stopped;
    private final Runnable onStop;

    BlockWorkers(Runnable onStop) {
        this.onStop = onStop;
    }

    /** Runs the blocks; returns normally when all ran or after {@link #stop}. */
    void run(int count, int threads, String threadName, IntConsumer work) {
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < Math.max(1, Math.min(threads, count)); t++) {
            Thread worker = new Thread(() -> {
                int block;
                while (!stopped && (block = next.getAndIncrement()) < count) {
                    try {
                        work.accept(block);
                    } catch (RuntimeException | Error e) {
                        // an Error (say OutOfMemoryError) must fail the run too, not just end one worker quietly
                        if (!stopped && failure.compareAndSet(null, e)) {
                            stop();
                        }
                        return;
                    }
                }
            }, threadName + "-" + t);
            worker.setDaemon(true);
            workers.add(worker);
            worker.start();
        }
        for (Thread worker : workers) {
            joinUninterruptibly(worker);
        }
        Throwable e = failure.get();
        if (e instanceof RuntimeException r) {
            throw r;
        }
        if (e != null) {
            throw (Error) e;
        }
    }

    void stop() {
        stopped = true;
        onStop.run();
    }

    boolean stopped() {
        return stopped;
    }

    /** Waits even when interrupted: the workers must end before the target is handed back. */
    private static void joinUninterruptibly(Thread worker) {
        boolean interrupted = false;
        while (true) {
            try {
                worker.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
