package io.mergelab.engine.merge;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.ShutdownWait;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.table.PartReservation;
import io.mergelab.engine.table.PartRetirement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Background merges of one engine: a scheduler thread ({@value #THREAD_NAME}) that, for each MergeTree table whose
 * merges are not stopped, asks a {@link MergePlanner} for parts to merge, reserves them and hands them to a small
 * pool of {@value #POOL_SIZE} workers running a {@link MergeExecutor}. A table is looked at every
 * {@code merge_selecting_sleep_ms} (its MergeTree setting), the pause growing by {@value #SLEEP_SLOWDOWN}x per
 * fruitless look up to {@code max_merge_selecting_sleep_ms} (60 s), as ClickHouse backs off; a new part in the table
 * (a part event) or a freed worker brings the look forward and resets the pause. The first look at a table comes one
 * {@code merge_selecting_sleep_ms} after {@link #start}, not at once: a short-lived process (a {@code mergelab sql -q},
 * a script) would otherwise start merging the parts it found only to cancel the merge when it closes, its cores taken
 * from its own statement. The thread also deletes, once a second, retired parts no query reads any more.
 *
 * <p>{@code SYSTEM STOP MERGES [t]} cancels the running merges of the tables it stops (and waits for them to end);
 * no new merge is selected for them until {@code SYSTEM START MERGES}. The engine starts with merges running unless
 * the system property {@value #ENABLED_PROPERTY} is {@code false}, when it starts as if {@code SYSTEM STOP MERGES}
 * had run. Closing cancels and awaits every merge and the thread, without a cap ({@link ShutdownWait}); a cancelled
 * merge leaves at most a {@code tmp_} directory that start-up removes. The thread never holds the catalog's lock: it
 * reads the table list and merges outside it, and a table being dropped or renamed stops its merges (its
 * {@link MergeTreeTable#isClosed()}).
 *
 * <p>A merge that fails (other than by being cancelled) is not tried again: its parts are left out of the table's
 * background merges while they stay active, so data a merge cannot take (an {@code is_deleted} of 6, a value a
 * column's type cannot hold) costs one logged failure instead of a retry every few seconds for ever. A mutation that
 * rewrites them, a DETACH, or the next start of the engine makes them mergeable again; OPTIMIZE still tries them and
 * reports the error. Damaged parts are detached as broken by the merge itself ({@link PartMerger}).
 */
public final class MergeScheduler implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(MergeScheduler.class);
    public static final String THREAD_NAME = "mergelab-merge-scheduler";
    /** System property: {@code false} starts every engine with background merges stopped (the engine's tests). */
    public static final String ENABLED_PROPERTY = "mergelab.background_merges";
    /** Merges running at once, in the spirit of ClickHouse's background_pool_size, sized for a laptop. */
    static final int POOL_SIZE = 2;
    /** ClickHouse's max_merge_selecting_sleep_ms. */
    private static final long MAX_SELECTING_SLEEP_MILLIS = 60_000;
    /** ClickHouse's merge_selecting_sleep_slowdown_factor. */
    private static final double SLEEP_SLOWDOWN = 1.2;
    /** ClickHouse's merge_tree_clear_old_parts_interval_seconds. */
    private static final long CLEANUP_INTERVAL_NANOS = TimeUnit.SECONDS.toNanos(1);
    private static final long AWAIT_SECONDS = 60;

    private final MergePlanner planner;
    private final MergeExecutor executor;
    private final PartRetirement retirement;
    private final MergeSwitches switches;
    private final ExecutorService workers;
    private final Thread thread;
    private volatile Supplier<List<MergeTreeTable>> tables;
    /** System.nanoTime at {@link #start}: no table is looked at before its first pause after it. */
    private volatile long startedNanos;

    // guarded by this
    private final Map<String, Pace> pace = new HashMap<>();
    private final Set<String> woken = new HashSet<>();
    private final List<RunningMerge> running = new ArrayList<>();
    /** Parts of failed merges, by table UUID: not merged in the background again while active. */
    private final Map<String, Set<String>> failedParts = new HashMap<>();
    private boolean closing;

    /** When a table is looked at next (by its UUID). */
    private static final class Pace {
        long sleepMillis;
        long nextNanos;
    }

    private record RunningMerge(MergeTreeTable table, AtomicBoolean cancelled, CompletableFuture<Void> done) {
    }

    /**
     * A scheduler that merges with {@code planner} and {@code executor} and deletes {@code retirement}'s unused
     * parts; merges start enabled if {@code enabled}. Nothing runs before {@link #start}.
     */
    public MergeScheduler(MergePlanner planner, MergeExecutor executor, PartRetirement retirement, boolean enabled) {
        this.planner = planner;
        this.executor = executor;
        this.retirement = retirement;
        this.switches = new MergeSwitches(enabled);
        AtomicInteger workerNumber = new AtomicInteger();
        this.workers = Executors.newFixedThreadPool(POOL_SIZE, r -> {
            Thread t = new Thread(r, "mergelab-merge-worker-" + workerNumber.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        this.thread = new Thread(this::run, THREAD_NAME);
        this.thread.setDaemon(true);
    }

    /** Whether background merges are enabled at engine start: unless {@value #ENABLED_PROPERTY} is {@code false}. */
    public static boolean enabledByDefault() {
        return !"false".equalsIgnoreCase(System.getProperty(ENABLED_PROPERTY, "true"));
    }

    /**
     * Starts the scheduler thread over the MergeTree tables {@code tables} lists (the catalog's now, read without
     * holding its lock).
     */
    public void start(Supplier<List<MergeTreeTable>> tables) {
        this.tables = tables;
        this.startedNanos = System.nanoTime();
        thread.start();
    }

    /** A table reports a part event: a new part may make a merge worth doing, so the table is looked at soon. */
    public void partEvent(PartLogEvent event) {
        if (event.type() == PartLogEvent.Type.NewPart || event.type() == PartLogEvent.Type.MutatePart) {
            wake(event.tableUuid());
        }
    }

    /** {@code SYSTEM STOP MERGES}: no table merges until started again; running merges are cancelled and awaited. */
    public void stopAll() {
        switches.setAll(false);
        cancelStopped();
    }

    /** {@code SYSTEM STOP MERGES t}: as {@link #stopAll()} for one table. */
    public void stop(MergeTreeTable table) {
        switches.set(table.uuid(), false);
        cancelStopped();
    }

    /** {@code SYSTEM START MERGES}: every table may merge again and is looked at now. */
    public void startAll() {
        switches.setAll(true);
        synchronized (this) {
            pace.clear();
            notifyAll();
        }
    }

    /** {@code SYSTEM START MERGES t}: the table may merge again (whatever the global switch says), looked at now. */
    public void start(MergeTreeTable table) {
        switches.set(table.uuid(), true);
        wake(table.uuid());
    }

    /**
     * Whether {@code SYSTEM STOP MERGES} is in force for the table, which makes OPTIMIZE fail as in ClickHouse (an
     * engine that merely started with background merges off still optimizes).
     */
    public boolean stoppedByCommand(MergeTreeTable table) {
        return switches.stoppedByCommand(table.uuid());
    }

    /** Whether the table's merges are enabled now. */
    public boolean enabled(MergeTreeTable table) {
        return switches.enabled(table.uuid());
    }

    private synchronized void wake(String tableUuid) {
        woken.add(tableUuid);
        notifyAll();
    }

    private void cancelStopped() {
        List<RunningMerge> stopped = new ArrayList<>();
        synchronized (this) {
            for (RunningMerge m : running) {
                if (!switches.enabled(m.table().uuid())) {
                    m.cancelled().set(true);
                    stopped.add(m);
                }
            }
        }
        stopped.forEach(MergeScheduler::await);
    }

    private static void await(RunningMerge m) {
        try {
            m.done().get(AWAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            LOG.warn("A cancelled merge of {} did not end in {} s", m.table().definition().qualifiedName(), AWAIT_SECONDS);
        }
    }

    private void run() {
        long nextCleanup = System.nanoTime();
        int round = 0;
        while (true) {
            long now = System.nanoTime();
            if (now - nextCleanup >= 0) {
                removeRetiredParts();
                nextCleanup = now + CLEANUP_INTERVAL_NANOS;
            }
            long wakeAt = nextCleanup;
            List<MergeTreeTable> current = listTables();
            // each round starts at another table, so busy tables early in the list cannot starve later ones
            int first = current.isEmpty() ? 0 : Math.floorMod(round++, current.size());
            for (int i = 0; i < current.size(); i++) {
                MergeTreeTable table = current.get((first + i) % current.size());
                synchronized (this) {
                    if (closing) {
                        return;
                    }
                }
                long next = schedule(table, now);
                if (next - wakeAt < 0) {
                    wakeAt = next;
                }
            }
            synchronized (this) {
                forgetGoneTables(current);
                long waitNanos = wakeAt - System.nanoTime();
                if (!closing && waitNanos > 0 && !wokenWithFreeWorker()) {
                    try {
                        TimeUnit.NANOSECONDS.timedWait(this, waitNanos);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                if (closing) {
                    return;
                }
            }
        }
    }

    /**
     * Looks at {@code table} if it is due, starting as many merges as free workers and its parts allow; returns when
     * (System.nanoTime) it is due next, or {@link #never} when only an event (a new part, a start, a freed worker) can
     * make it due.
     */
    private long schedule(MergeTreeTable table, long now) {
        String id = table.uuid();
        long baseSleep = Math.max(1, table.definition().settings().getLong("merge_selecting_sleep_ms"));
        boolean closed = table.isClosed();
        Pace p;
        synchronized (this) {
            if (!switches.enabled(id) || closed) {
                woken.remove(id);
                return never(now);
            }
            p = pace.computeIfAbsent(id, k -> {
                Pace fresh = new Pace();
                fresh.sleepMillis = baseSleep;
                fresh.nextNanos = startedNanos + TimeUnit.MILLISECONDS.toNanos(baseSleep);
                return fresh;
            });
            if (!woken.contains(id) && p.nextNanos - now > 0) {
                return p.nextNanos;
            }
            if (running.size() >= POOL_SIZE) {
                // due, but no worker is free: a finishing merge wakes the thread
                return never(now);
            }
            woken.remove(id);
        }
        int started = 0;
        while (hasFreeWorker() && startMerge(table)) {
            started++;
        }
        synchronized (this) {
            p.sleepMillis = started > 0 ? baseSleep
                    : Math.min(Math.max(baseSleep, MAX_SELECTING_SLEEP_MILLIS), (long) Math.ceil(p.sleepMillis * SLEEP_SLOWDOWN));
            p.nextNanos = now + TimeUnit.MILLISECONDS.toNanos(p.sleepMillis);
            return p.nextNanos;
        }
    }

    /** A System.nanoTime value later than any wait, still safe to compare by subtraction. */
    private static long never(long now) {
        return now + Long.MAX_VALUE / 2;
    }

    /** Plans one merge of {@code table}, reserves its parts and hands it to a worker; false if there was none. */
    private boolean startMerge(MergeTreeTable table) {
        Optional<PartReservation> reservation;
        try {
            reservation = planner.plan(table, failedPartsOf(table), System.currentTimeMillis()).flatMap(table::tryReserve);
        } catch (RuntimeException e) {
            LOG.error("Selecting parts to merge in {} failed", table.definition().qualifiedName(), e);
            return false;
        }
        if (reservation.isEmpty()) {
            return false;
        }
        RunningMerge m = new RunningMerge(table, new AtomicBoolean(), new CompletableFuture<>());
        synchronized (this) {
            if (closing) {
                reservation.get().close();
                return false;
            }
            running.add(m);
        }
        try {
            workers.execute(() -> runMerge(m, reservation.get()));
            return true;
        } catch (RejectedExecutionException e) {
            reservation.get().close();
            finished(m, false);
            return false;
        }
    }

    private void runMerge(RunningMerge m, PartReservation reservation) {
        MergeTreeTable table = m.table();
        boolean succeeded = false;
        // the failure is recorded before the reservation is released, so no look in between picks the parts again
        try (reservation) {
            try {
                executor.merge(table, reservation, () -> m.cancelled().get() || table.isClosed());
                succeeded = true;
            } catch (MergeLabException e) {
                if (e.code() == ErrorCode.ABORTED) {
                    LOG.debug("Merge of {} in {} cancelled", reservation.parts(), table.definition().qualifiedName());
                } else {
                    giveUp(table, reservation, e.toClientLine(), null);
                }
            } catch (RuntimeException e) {
                giveUp(table, reservation, e.toString(), e);
            }
        } finally {
            finished(m, succeeded);
        }
    }

    /** Leaves the parts of a failed merge out of the table's background merges, and says so once. */
    private void giveUp(MergeTreeTable table, PartReservation reservation, String reason, RuntimeException unexpected) {
        List<String> names = reservation.parts().stream().map(DataPart::name).toList();
        synchronized (this) {
            failedParts.computeIfAbsent(table.uuid(), k -> new HashSet<>()).addAll(names);
        }
        String message = "Merge of {} in {} failed, and these parts are not merged in the background again until they "
                + "change (OPTIMIZE tries them; a mutation rewrites them): {}";
        if (unexpected == null) {
            LOG.warn(message, names, table.definition().qualifiedName(), reason);
        } else {
            LOG.error(message, names, table.definition().qualifiedName(), reason, unexpected);
        }
    }

    /** The parts of the table's failed merges that are still active (names of parts gone since are forgotten). */
    private Set<String> failedPartsOf(MergeTreeTable table) {
        synchronized (this) {
            if (!failedParts.containsKey(table.uuid())) { // the usual case: no part list to build
                return Set.of();
            }
        }
        Set<String> active = new HashSet<>();
        table.activeParts().forEach(p -> active.add(p.name()));
        synchronized (this) {
            Set<String> failed = failedParts.getOrDefault(table.uuid(), new HashSet<>());
            failed.retainAll(active);
            return Set.copyOf(failed);
        }
    }

    /** A worker is free now; after a successful merge the table may have more to merge, after a failure it waits its pause. */
    private void finished(RunningMerge m, boolean lookAgain) {
        synchronized (this) {
            running.remove(m);
            if (lookAgain) {
                woken.add(m.table().uuid());
            }
            notifyAll();
        }
        m.done().complete(null);
    }

    private synchronized boolean hasFreeWorker() {
        return running.size() < POOL_SIZE && !closing;
    }

    /** Caller holds this. */
    private boolean wokenWithFreeWorker() {
        return !woken.isEmpty() && running.size() < POOL_SIZE;
    }

    /** Caller holds this: drops the pace of tables that are gone (dropped), so the map does not grow. */
    private void forgetGoneTables(List<MergeTreeTable> tables) {
        Set<String> present = new HashSet<>();
        tables.forEach(t -> present.add(t.uuid()));
        pace.keySet().retainAll(present);
        woken.retainAll(present);
        failedParts.keySet().retainAll(present);
    }

    private List<MergeTreeTable> listTables() {
        try {
            return tables.get();
        } catch (RuntimeException e) {
            LOG.error("Listing the tables to merge failed", e);
            return List.of();
        }
    }

    private void removeRetiredParts() {
        try {
            retirement.removeUnused();
        } catch (RuntimeException e) {
            LOG.error("Removing retired parts failed", e);
        }
    }

    /**
     * Cancels every running merge and waits, however long it takes, until the merges and the scheduler thread (which
     * also deletes retired parts) have ended, so nothing of this engine changes the data directory afterwards; parts
     * merged so far stay.
     */
    @Override
    public void close() {
        synchronized (this) {
            if (closing) {
                return;
            }
            closing = true;
            running.forEach(m -> m.cancelled().set(true));
            notifyAll();
        }
        ShutdownWait.join(thread, "the merge scheduler thread");
        ShutdownWait.terminate(workers, "the background merges");
    }
}
