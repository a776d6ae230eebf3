package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class CancelOnShutdownTest {

    @Test
    void hookCancelsTheWorkAndWaitsUntilTheCommandHasClosed() throws Exception {
        CancelOnShutdown guard = new CancelOnShutdown(Duration.ofSeconds(30));
        AtomicInteger cancels = new AtomicInteger();
        guard.onCancel(cancels::incrementAndGet);

        CompletableFuture<Void> hook = CompletableFuture.runAsync(guard::cancelAndAwait);
        Thread.sleep(200);

        assertThat(cancels).hasValue(1);
        assertThat(guard.cancelled()).isTrue();
        assertThat(hook).isNotDone();
        guard.close();
        hook.get(10, TimeUnit.SECONDS);
    }

    @Test
    void cancellationBeforeTheWorkStartsCancelsItAsSoonAsItIsKnown() throws Exception {
        CancelOnShutdown guard = new CancelOnShutdown(Duration.ofSeconds(30));
        CompletableFuture<Void> hook = CompletableFuture.runAsync(guard::cancelAndAwait);
        while (!guard.cancelled()) {
            Thread.sleep(5);
        }
        AtomicInteger cancels = new AtomicInteger();

        guard.onCancel(cancels::incrementAndGet);

        assertThat(cancels).hasValue(1);
        guard.close();
        hook.get(10, TimeUnit.SECONDS);
    }

    @Test
    void waitIsBounded() {
        CancelOnShutdown guard = new CancelOnShutdown(Duration.ofMillis(100));
        long start = System.nanoTime();

        guard.cancelAndAwait();

        assertThat(System.nanoTime() - start).isBetween(TimeUnit.MILLISECONDS.toNanos(90), TimeUnit.SECONDS.toNanos(5));
    }
}
