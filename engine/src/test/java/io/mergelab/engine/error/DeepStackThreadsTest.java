package io.mergelab.engine.error;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.memory.MemoryTracker;
import io.mergelab.engine.memory.QueryGuard;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

class DeepStackThreadsTest {
    private final DeepStackThreads pool = new DeepStackThreads("idle-probe", 1L << 20);

    @Test
    void aFinishedTasksThreadRunsTheNextTaskUnderItsName() throws InterruptedException {
        AtomicReference<Thread> first = new AtomicReference<>();
        AtomicReference<String> firstName = new AtomicReference<>();
        pool.start("task-1", () -> {
            first.set(Thread.currentThread());
            firstName.set(Thread.currentThread().getName());
        }).join();
        waitUntilIdle(first.get());
        AtomicReference<Thread> second = new AtomicReference<>();
        AtomicReference<String> secondName = new AtomicReference<>();
        DeepStackThreads.Running running = pool.start("task-2", () -> {
            second.set(Thread.currentThread());
            secondName.set(Thread.currentThread().getName());
        });
        running.join();
        assertThat(running.isAlive()).isFalse();
        assertThat(second.get()).isSameAs(first.get());
        assertThat(firstName.get()).isEqualTo("task-1");
        assertThat(secondName.get()).isEqualTo("task-2");
    }

    @Test
    void theNextTaskSeesNeitherTheQueryGuardNorAnInterruptOfThePreviousOne() throws InterruptedException {
        CountDownLatch started = new CountDownLatch(1);
        AtomicReference<Thread> worker = new AtomicReference<>();
        DeepStackThreads.Running running = pool.start("guarded", () -> {
            worker.set(Thread.currentThread());
            QueryGuard.install(new QueryGuard(null, MemoryTracker.unlimited(), () -> true));
            started.countDown();
            // ends when interrupted, leaving the interrupt flag set
            while (!Thread.currentThread().isInterrupted()) {
                LockSupport.parkNanos(1_000_000);
            }
        });
        started.await();
        running.interrupt();
        running.join();
        waitUntilIdle(worker.get());
        AtomicReference<QueryGuard> guard = new AtomicReference<>();
        AtomicBoolean interrupted = new AtomicBoolean(true);
        AtomicReference<Thread> next = new AtomicReference<>();
        pool.start("next", () -> {
            next.set(Thread.currentThread());
            guard.set(QueryGuard.current());
            interrupted.set(Thread.currentThread().isInterrupted());
        }).join();
        assertThat(next.get()).isSameAs(worker.get());
        assertThat(guard.get()).isSameAs(QueryGuard.NONE);
        assertThat(interrupted.get()).isFalse();
    }

    @Test
    void anInterruptAskedBeforeTheTaskRunsReachesIt() throws InterruptedException {
        CountDownLatch hold = new CountDownLatch(1);
        AtomicBoolean sawInterrupt = new AtomicBoolean();
        DeepStackThreads.Running running = pool.start("late", () -> {
            try {
                hold.await();
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                sawInterrupt.set(true);
            }
        });
        running.interrupt();
        hold.countDown();
        running.join();
        assertThat(sawInterrupt).isTrue();
    }

    /** The pool takes a thread back only after the task's bookkeeping; its idle name is set last. */
    private static void waitUntilIdle(Thread t) throws InterruptedException {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (!t.getName().equals("idle-probe") && System.nanoTime() < deadline) {
            Thread.sleep(1);
        }
        // the name is set before the latch opens; the thread then returns to the pool's queue
        Thread.sleep(200);
    }
}
