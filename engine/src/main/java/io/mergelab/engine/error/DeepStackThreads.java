package io.mergelab.engine.error;

import io.mergelab.engine.memory.QueryGuard;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Threads with a deep stack, kept for reuse as ClickHouse's global thread pool keeps its threads. Starting a thread
 * that reserves a stack of hundreds of megabytes costs about half a millisecond (measured: 0.6 ms, against 15-50 µs
 * for handing a task to an idle thread), more than a whole small query; a query starts three (its statement thread
 * and two pipeline workers). Idle threads end after {@link #IDLE_SECONDS}.
 *
 * <p>A task runs under the name it is given (thread dumps and tests find a query's threads by name); afterwards the
 * thread takes its idle name back, forgets the query guard it was given and any interrupt meant for the task.
 */
public final class DeepStackThreads {
    static final long IDLE_SECONDS = 60;
    private final ThreadPoolExecutor pool;
    private final String idleName;

    public DeepStackThreads(String idleName, long stackBytes) {
        this.idleName = idleName;
        pool = new ThreadPoolExecutor(0, Integer.MAX_VALUE, IDLE_SECONDS, TimeUnit.SECONDS, new SynchronousQueue<>(),
                r -> {
                    Thread t = new Thread(null, r, idleName, stackBytes);
                    t.setDaemon(true);
                    return t;
                });
    }

    /** Runs {@code task} on an idle thread (a new one when none is idle) named {@code name}; returns at once. */
    public Running start(String name, Runnable task) {
        Running running = new Running();
        pool.execute(() -> running.run(name, task));
        return running;
    }

    /** One task handed to the pool: wait for its end, or interrupt it while it runs. */
    public final class Running {
        private final CountDownLatch done = new CountDownLatch(1);
        private Thread thread;
        private boolean finished;
        private boolean interruptAsked;

        private void run(String name, Runnable task) {
            Thread self = Thread.currentThread();
            self.setName(name);
            synchronized (this) {
                thread = self;
                if (interruptAsked) {
                    self.interrupt();
                }
            }
            try {
                task.run();
            } finally {
                synchronized (this) {
                    finished = true;
                    thread = null;
                }
                // an interrupt that arrived for this task must not reach the next one
                Thread.interrupted();
                QueryGuard.install(null);
                self.setName(idleName);
                done.countDown();
            }
        }

        /** Waits until the task has ended. */
        public void join() throws InterruptedException {
            done.await();
        }

        /** Whether the task has not ended yet. */
        public boolean isAlive() {
            return done.getCount() > 0;
        }

        /** Interrupts the task: its thread now if it runs, as it starts if it has not started yet. */
        public synchronized void interrupt() {
            interruptAsked = true;
            if (thread != null && !finished) {
                thread.interrupt();
            }
        }
    }
}
