package io.mergelab.app.gui;

import io.mergelab.engine.EngineConfig;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.store.RunStore;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * The embedded engine and the run store of a window, opened on background threads while the JavaFX toolkit starts
 * and the window is built: the window's catalog no longer waits for both after the window shows. The window takes
 * each at most once; what it opens later (switching back to the embedded engine) opens as usual. A failure to open
 * (the data directory locked by another process, a damaged store) reaches the window unchanged when it takes it.
 */
final class EarlyStart {
    private static final AtomicReference<Opening<QueryTarget>> TARGET = new AtomicReference<>();
    private static final AtomicReference<Opening<RunStore>> STORE = new AtomicReference<>();

    /** One resource being opened for {@code key} (a data directory or a store file). */
    private record Opening<T>(Path key, CompletableFuture<T> future) {
    }

    private EarlyStart() {
    }

    /** Starts opening the engine on {@code dataDir} and the store {@code storeFile}, each on a daemon thread. */
    static void begin(Path dataDir, EngineConfig engine, Path storeFile) {
        TARGET.set(new Opening<>(dataDir, opening("mergelab-early-engine", () -> EmbeddedTarget.open(dataDir, engine))));
        STORE.set(new Opening<>(storeFile, opening("mergelab-early-store", () -> RunStore.open(storeFile))));
    }

    /** The engine begun for {@code dataDir}, waited for; empty when none was begun for it or it was taken. */
    static Optional<QueryTarget> takeTarget(Path dataDir) {
        return take(TARGET, dataDir);
    }

    /** The store begun for {@code storeFile}, waited for; empty when none was begun for it or it was taken. */
    static Optional<RunStore> takeStore(Path storeFile) {
        return take(STORE, storeFile);
    }

    /**
     * Closes what the window did not take (it failed to start, or closed before the engine had opened), so the data
     * directory's lock and the store are released as after a normal close.
     */
    static void closeUntaken() {
        closeUntaken(TARGET);
        closeUntaken(STORE);
    }

    private static <T extends AutoCloseable> void closeUntaken(AtomicReference<Opening<T>> slot) {
        Opening<T> opening = slot.getAndSet(null);
        if (opening == null) {
            return;
        }
        try {
            opening.future().join().close();
        } catch (Exception e) {
            // nothing was opened, or closing failed: either way nothing is left to release here
        }
    }

    private static <T> CompletableFuture<T> opening(String threadName, Supplier<T> open) {
        return CompletableFuture.supplyAsync(open, task -> {
            Thread thread = new Thread(task, threadName);
            thread.setDaemon(true);
            thread.start();
        });
    }

    private static <T> Optional<T> take(AtomicReference<Opening<T>> slot, Path key) {
        Opening<T> opening = slot.get();
        if (opening == null || !opening.key().equals(key) || !slot.compareAndSet(opening, null)) {
            return Optional.empty();
        }
        try {
            return Optional.of(opening.future().join());
        } catch (CompletionException e) {
            // the opener's own exception, with its message and code, as if it had been opened here
            if (e.getCause() instanceof RuntimeException cause) {
                throw cause;
            }
            throw e;
        }
    }
}
