package io.mergelab.engine.table;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.querylog.QueryRegistry;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.ShutdownWait;
import io.mergelab.engine.storage.TableStorage;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Parts that left their table's active set (merged away, replaced by a mutated version) but stay on disk while a
 * query may still read them: a query registered before a part left may hold it in the ranges it selected, so the
 * part is deleted only once every such query has finished, and queries finish on the parts they started with.
 * A crash meanwhile loses nothing: the part that replaced a retired one covers it, and start-up removes it.
 */
public final class PartRetirement {
    private static final Logger LOG = LoggerFactory.getLogger(PartRetirement.class);

    private final QueryRegistry queries;
    private final List<Retired> retired = new ArrayList<>();
    /** Deletes for {@link #removeUnusedInBackground}; its thread starts with the first request. */
    private final ExecutorService cleaner = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "mergelab-part-cleanup");
        thread.setDaemon(true);
        return thread;
    });
    private final AtomicBoolean cleanupQueued = new AtomicBoolean();

    private record Retired(DataPart part, long lastPossibleReader, Runnable afterRemoval) {
    }

    /** Retirement that waits for the queries of {@code queries}; with {@code null} parts go at once (no queries run). */
    public PartRetirement(QueryRegistry queries) {
        this.queries = queries;
    }

    /**
     * Deletes {@code part} once no query that may read it runs, then runs {@code afterRemoval} (RemovePart in
     * part_log, dropping cache entries). The caller already took the part out of the active set.
     */
    public void retire(DataPart part, Runnable afterRemoval) {
        synchronized (this) {
            retired.add(new Retired(part, queries == null ? 0 : queries.registeredCount(), afterRemoval));
        }
        removeUnused();
    }

    /** Deletes the retired parts no running query may read; called after retiring and periodically. */
    public void removeUnused() {
        long oldest = queries == null ? Long.MAX_VALUE : queries.oldestRunningSequence();
        List<Retired> doomed = new ArrayList<>();
        synchronized (this) {
            retired.removeIf(r -> {
                boolean unused = r.lastPossibleReader() < oldest;
                if (unused) {
                    doomed.add(r);
                }
                return unused;
            });
        }
        remove(doomed);
    }

    /**
     * {@link #removeUnused} on the retirement's own thread, for a query that just ended: the last query to outlive a
     * merge may hold back hundreds of retired parts, and deleting them is no part of its time (the soak saw a SELECT
     * end 26 s past its limit doing so). Requests made while one waits to run are one request.
     */
    public void removeUnusedInBackground() {
        // most queries end with nothing retired: no task, so no wake-up of the cleanup thread (and its CPU) per query.
        // A part retired after this check was retired after this query unregistered, so its own removeUnused saw
        // this query gone
        synchronized (this) {
            if (retired.isEmpty()) {
                return;
            }
        }
        if (!cleanupQueued.compareAndSet(false, true)) {
            return;
        }
        try {
            cleaner.execute(() -> {
                cleanupQueued.set(false);
                removeUnused();
            });
        } catch (RejectedExecutionException e) {
            // closing: removeAll deletes what is left
            cleanupQueued.set(false);
        }
    }

    /**
     * {@link #removeUnused} after any deletion already running or queued in the background has ended, so every part a
     * finished query held back is gone and its {@code afterRemoval} (RemovePart in part_log) has run: SYSTEM FLUSH LOGS
     * calls it first, as a DROP PARTITION's RemovePart rows are logged on the cleanup thread after the ALTER ends, and
     * ATTACH PART before it checks that a part detached a moment ago has left its original's files.
     */
    public void removeUnusedAndWait() {
        Future<?> done;
        try {
            done = cleaner.submit(this::removeUnused);
        } catch (RejectedExecutionException e) {
            // closing: removeAll deletes what is left
            return;
        }
        try {
            done.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MergeLabException(ErrorCode.QUERY_WAS_CANCELLED, "Interrupted while removing retired parts");
        } catch (ExecutionException e) {
            throw new IllegalStateException("Removing retired parts failed", e.getCause());
        }
    }

    /** Deletes every retired part whatever runs (the engine is closing), after any background deletion ends. */
    public void removeAll() {
        ShutdownWait.terminate(cleaner, "the deletion of retired parts in the background");
        List<Retired> doomed;
        synchronized (this) {
            doomed = new ArrayList<>(retired);
            retired.clear();
        }
        remove(doomed);
    }

    private static void remove(List<Retired> doomed) {
        Map<DataPart, Runnable> afterRemoval = new LinkedHashMap<>();
        for (Retired r : doomed) {
            // a part whose table was dropped meanwhile went with it: nothing is left to remove or report
            if (Files.exists(r.part().path())) {
                afterRemoval.put(r.part(), r.afterRemoval());
            }
        }
        try {
            // a part that cannot be removed stays covered on disk, and start-up removes it
            TableStorage.removeParts(List.copyOf(afterRemoval.keySet())).forEach(part -> afterRemoval.get(part).run());
        } catch (RuntimeException e) {
            LOG.warn("Cannot remove retired parts: {}", e.getMessage());
        }
    }
}
