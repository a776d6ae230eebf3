package io.mergelab.app.gui.services;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** The window's background threads: work runs, the close waits for it, and work asked for later is dropped. */
class BackgroundThreadsTest {
    private final BackgroundThreads threads = new BackgroundThreads();

    @Test
    void workRunsOnADaemonThread() throws InterruptedException {
        CountDownLatch ran = new CountDownLatch(1);
        AtomicBoolean daemon = new AtomicBoolean();
        threads.execute(() -> {
            daemon.set(Thread.currentThread().isDaemon());
            ran.countDown();
        });

        assertThat(ran.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(daemon).isTrue();
        assertThat(threads.close(Duration.ofSeconds(10))).isTrue();
    }

    @Test
    void closeWaitsForTheRunningWork() throws InterruptedException {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicBoolean finished = new AtomicBoolean();
        threads.execute(() -> {
            started.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            finished.set(true);
        });
        assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();

        assertThat(threads.close(Duration.ofMillis(50))).isFalse();
        release.countDown();
        assertThat(threads.close(Duration.ofSeconds(10))).isTrue();
        assertThat(finished).isTrue();
    }

    @Test
    void workAskedForAfterTheCloseIsDroppedNotThrown() throws InterruptedException {
        threads.close(Duration.ofSeconds(10));
        AtomicBoolean ran = new AtomicBoolean();

        threads.execute(() -> ran.set(true));

        assertThat(threads.close(Duration.ofSeconds(10))).isTrue();
        assertThat(ran).isFalse();
    }
}
