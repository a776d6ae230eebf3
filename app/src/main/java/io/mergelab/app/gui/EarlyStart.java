package io.mergelab.app.gui;

import io.mergelab.app.gui.workspace.CatalogReader;
import io.mergelab.app.gui.workspace.CatalogSnapshot;
import io.mergelab.engine.EngineConfig;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryTarget;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.slf4j.LoggerFactory;

/**
 * The embedded engine of a window, opened on a background thread while the JavaFX toolkit starts and the window is
 * built: the window's catalog no longer waits for it after the window shows. The catalog read from it then is kept for
 * the window's first catalog, which is in the window's first frame when the engine is open by the time the window is
 * built. The window takes it at most once; what it opens later (switching back to the embedded engine) opens as usual.
 * A failure to open (the data directory locked by another process) reaches the window unchanged when it takes it. The
 * run store is not opened here: the catalog does not need it, and on two cores its opening would compete with what
 * the catalog waits for.
 */
final class EarlyStart {
    private static final AtomicReference<Opening<Early>> TARGET = new AtomicReference<>();
    /** The engine taken and the catalog read from it, until the window's first catalog read takes it. */
    private static final AtomicReference<Early> CATALOG = new AtomicReference<>();

    /** The engine opened and the catalog read from it then (null when that read failed). */
    private record Early(QueryTarget target, CatalogSnapshot catalog) implements AutoCloseable {
        @Override
        public void close() throws Exception {
            target.close();
        }
    }

    /** One resource being opened for {@code key} (a data directory). */
    private record Opening<T>(Path key, CompletableFuture<T> future) {
    }

    private EarlyStart() {
    }

    /**
     * Starts opening the engine on {@code dataDir} on a daemon thread, which first initialises SLF4J: its configuration
     * (a date format's calendar and time zone data) took 50-80 ms of CPU on the main thread before the toolkit's start,
     * and nothing logs before the engine does (a statement logged during the initialisation would be held and replayed
     * with warnings).
     */
    static void begin(Path dataDir, EngineConfig engine) {
        TARGET.set(new Opening<>(dataDir, opening("mergelab-early-engine", () -> {
            LoggerFactory.getILoggerFactory();
            return withCatalogReadOnce(EmbeddedTarget.open(dataDir, engine));
        })));
    }

    /**
     * Reads the catalog once on the opener's thread, while the toolkit starts, and keeps it for the Workspace's first
     * read ({@link #takeCatalog}): the first statements of a process also load and link the engine's query path (its
     * first read took 0.2–0.5 s). A failure is left for the Workspace's own read to report.
     */
    private static Early withCatalogReadOnce(QueryTarget target) {
        try {
            return new Early(target, CatalogReader.read(target));
        } catch (RuntimeException e) {
            // the Workspace reads it again and says why it cannot
            return new Early(target, null);
        }
    }

    /** The engine begun for {@code dataDir}, waited for; empty when none was begun for it or it was taken. */
    static Optional<QueryTarget> takeTarget(Path dataDir) {
        return take(TARGET, dataDir).map(EarlyStart::taken);
    }

    /**
     * The engine begun for {@code dataDir} if it has opened by now, without waiting: empty while it still opens, when
     * it failed (left for {@link #takeTarget} to report), when none was begun for it or it was taken.
     */
    static Optional<QueryTarget> takeTargetIfOpen(Path dataDir) {
        Opening<Early> opening = TARGET.get();
        if (opening == null || !opening.future().isDone() || opening.future().isCompletedExceptionally()) {
            return Optional.empty();
        }
        return takeTarget(dataDir);
    }

    /** The catalog read from {@code target} when it opened, once; empty for another target or when that read failed. */
    static Optional<CatalogSnapshot> takeCatalog(QueryTarget target) {
        Early early = CATALOG.get();
        if (early == null || early.target() != target || !CATALOG.compareAndSet(early, null)) {
            return Optional.empty();
        }
        return Optional.ofNullable(early.catalog());
    }

    private static QueryTarget taken(Early early) {
        CATALOG.set(early);
        return early.target();
    }

    /**
     * Closes what the window did not take (it failed to start, or closed before the engine had opened), so the data
     * directory's lock is released as after a normal close.
     */
    static void closeUntaken() {
        closeUntaken(TARGET);
        CATALOG.set(null);
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
