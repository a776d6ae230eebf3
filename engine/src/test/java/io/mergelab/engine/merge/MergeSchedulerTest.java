package io.mergelab.engine.merge;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.catalog.TableEngineKind;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.QueryKind;
import io.mergelab.engine.querylog.QueryRegistry;
import io.mergelab.engine.querylog.RunningQuery;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.storage.Codec;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.table.PartRetirement;
import io.mergelab.engine.table.TableServices;
import io.mergelab.engine.type.IntegerType;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The scheduler's control flow over real tables, with a planner that merges any two or more unreserved parts and an
 * executor the test drives (it merges nothing, it only holds its reservation until released or cancelled).
 */
class MergeSchedulerTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(20);

    @TempDir
    Path dir;

    private final List<MergeTreeTable> tables = new CopyOnWriteArrayList<>();
    private final Map<String, AtomicInteger> plans = new ConcurrentHashMap<>();
    private final List<String> merged = new CopyOnWriteArrayList<>();
    private final List<String> cancelled = new CopyOnWriteArrayList<>();
    private final AtomicInteger runningNow = new AtomicInteger();
    private final AtomicInteger mostAtOnce = new AtomicInteger();
    private final CountDownLatch release = new CountDownLatch(1);
    private MergeScheduler scheduler;

    private final MergePlanner planner = (table, excluded, now) -> {
        plans.computeIfAbsent(table.definition().name(), k -> new AtomicInteger()).incrementAndGet();
        List<DataPart> free = new ArrayList<>(table.activeParts());
        free.removeAll(table.reservedParts());
        free.removeIf(p -> excluded.contains(p.name()));
        return free.size() >= 2 ? Optional.of(free) : Optional.empty();
    };

    /** Holds the parts until {@link #release} opens or the merge is cancelled (then throws ABORTED, as the merger does). */
    private final MergeExecutor executor = (table, parts, isCancelled) -> {
        mostAtOnce.accumulateAndGet(runningNow.incrementAndGet(), Math::max);
        try {
            while (release.getCount() > 0) {
                if (isCancelled.getAsBoolean()) {
                    cancelled.add(table.definition().name());
                    throw new MergeLabException(ErrorCode.ABORTED, "Cancelled merging parts");
                }
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(1));
            }
            merged.add(table.definition().name());
        } finally {
            runningNow.decrementAndGet();
        }
    };

    private MergeScheduler scheduler(boolean enabled) {
        scheduler = new MergeScheduler(planner, executor, new PartRetirement(null), enabled);
        scheduler.start(() -> List.copyOf(tables));
        return scheduler;
    }

    @AfterEach
    void closeAll() {
        release.countDown();
        if (scheduler != null) {
            scheduler.close();
        }
        tables.forEach(MergeTreeTable::close);
    }

    /** A MergeTree table ORDER BY k looked at every 5 ms, reporting its part events to the scheduler. */
    private MergeTreeTable table(String name) {
        return table(name, 5);
    }

    /**
     * A MergeTree table ORDER BY k looked at every {@code selectingSleepMillis}, reporting its part events to the
     * scheduler once there is one (parts inserted before are as parts an engine finds at start-up).
     */
    private MergeTreeTable table(String name, long selectingSleepMillis) {
        List<ColumnDefinition> columns = List.of(new ColumnDefinition("k", IntegerType.UINT64,
                ColumnDefinition.DefaultKind.NONE, Optional.empty(), Codec.DEFAULT, ""));
        Settings settings = Settings.mergeTreeDefaults().with("merge_selecting_sleep_ms", String.valueOf(selectingSleepMillis));
        TableDefinition def = new TableDefinition("default", name, columns, List.of(), TableEngineKind.MERGE_TREE,
                List.of(), List.of(Identifier.of("k")), List.of(), Optional.empty(), settings, "", "");
        PartLogSink sink = event -> {
            if (scheduler != null) {
                scheduler.partEvent(event);
            }
        };
        MergeTreeTable t = MergeTreeTable.open(def, dir.resolve(name), EvaluationContext.system(),
                new TableServices(null, new PartRetirement(null), sink));
        tables.add(t);
        return t;
    }

    private static void insert(MergeTreeTable t, int parts) {
        for (int i = 0; i < parts; i++) {
            ColumnBuilder b = ColumnBuilder.create(IntegerType.UINT64, 1);
            b.appendLong(i);
            t.insert(List.of(new Chunk(List.of(b.build()), 1)).iterator());
        }
    }

    private static void await(BooleanSupplier condition) {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("condition not met in %s", TIMEOUT).isLessThan(deadline);
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(2));
        }
    }

    private int plansOf(String table) {
        AtomicInteger n = plans.get(table);
        return n == null ? 0 : n.get();
    }

    @Test
    void aStoppedTableIsNeverPlannedWhileOthersAre() {
        scheduler(false);
        MergeTreeTable stopped = table("stopped");
        MergeTreeTable running = table("running");
        scheduler.start(running);
        insert(stopped, 3);
        insert(running, 1);
        // several rounds of the scheduler looked at every table
        await(() -> plansOf("running") >= 5);
        assertThat(plansOf("stopped")).isZero();
        assertThat(scheduler.enabled(stopped)).isFalse();
        assertThat(scheduler.enabled(running)).isTrue();
    }

    @Test
    void startingATableMergesItsPartsAndAGlobalCommandOverridesTheTableSwitches() {
        scheduler(false);
        MergeTreeTable t = table("t");
        insert(t, 2);
        scheduler.start(t);
        await(() -> runningNow.get() == 1);
        assertThat(t.reservedParts()).containsExactlyInAnyOrderElementsOf(t.activeParts());
        scheduler.stopAll();
        assertThat(scheduler.enabled(t)).isFalse();
        scheduler.startAll();
        MergeTreeTable later = table("later");
        assertThat(scheduler.enabled(later)).isTrue();
    }

    @Test
    void partsFoundAtStartWaitOnePauseWhileANewPartIsMergedAtOnce() {
        MergeTreeTable found = table("found", 60_000);
        insert(found, 3);
        MergeTreeTable fresh = table("fresh", 60_000);
        scheduler(true);
        insert(fresh, 2);
        // "found" comes first in every round, so without the first pause its merge would have been planned already
        await(() -> runningNow.get() == 1);
        release.countDown();
        await(() -> merged.contains("fresh"));
        assertThat(plansOf("found")).isZero();
        assertThat(found.reservedParts()).isEmpty();
    }

    @Test
    void stoppingCancelsTheRunningMergeAndReturnsOnceItEnded() {
        scheduler(true);
        MergeTreeTable t = table("t");
        insert(t, 2);
        await(() -> runningNow.get() == 1);
        scheduler.stop(t);
        assertThat(cancelled).containsExactly("t");
        assertThat(runningNow.get()).isZero();
        assertThat(t.reservedParts()).isEmpty();
        int plannedBefore = plansOf("t");
        insert(t, 1);
        insert(table("other"), 1);
        await(() -> plansOf("other") >= 3);
        assertThat(plansOf("t")).isEqualTo(plannedBefore);
    }

    @Test
    void atMostTwoMergesRunAtOnceAndQueuedTablesMergeWhenAWorkerFrees() {
        scheduler(true);
        for (String name : List.of("a", "b", "c")) {
            insert(table(name), 2);
        }
        await(() -> runningNow.get() == MergeScheduler.POOL_SIZE);
        release.countDown();
        // the executor merges nothing, so a table that just merged can merge again at once: wait for every table's turn
        await(() -> merged.containsAll(List.of("a", "b", "c")));
        assertThat(mostAtOnce.get()).isEqualTo(MergeScheduler.POOL_SIZE);
    }

    @Test
    void closingATableCancelsItsMergeBeforeItReturns() {
        scheduler(true);
        MergeTreeTable t = table("t");
        insert(t, 2);
        await(() -> runningNow.get() == 1);
        tables.remove(t);
        t.close();
        assertThat(cancelled).containsExactly("t");
        assertThat(t.isClosed()).isTrue();
        assertThat(t.tryReserve(t.activeParts())).isEmpty();
    }

    @Test
    void closingTheSchedulerCancelsAndAwaitsRunningMerges() {
        scheduler(true);
        insert(table("a"), 2);
        insert(table("b"), 2);
        await(() -> runningNow.get() == 2);
        scheduler.close();
        assertThat(cancelled).containsExactlyInAnyOrder("a", "b");
        assertThat(runningNow.get()).isZero();
        assertThat(tables).allSatisfy(t -> assertThat(t.reservedParts()).isEmpty());
    }

    @Test
    void theSystemPropertyFalseStartsStopped() {
        String old = System.getProperty(MergeScheduler.ENABLED_PROPERTY);
        try {
            System.setProperty(MergeScheduler.ENABLED_PROPERTY, "false");
            assertThat(MergeScheduler.enabledByDefault()).isFalse();
            System.setProperty(MergeScheduler.ENABLED_PROPERTY, "true");
            assertThat(MergeScheduler.enabledByDefault()).isTrue();
            System.clearProperty(MergeScheduler.ENABLED_PROPERTY);
            assertThat(MergeScheduler.enabledByDefault()).isTrue();
        } finally {
            if (old == null) {
                System.clearProperty(MergeScheduler.ENABLED_PROPERTY);
            } else {
                System.setProperty(MergeScheduler.ENABLED_PROPERTY, old);
            }
        }
    }

    @Test
    void aFailingPlannerOrExecutorDoesNotStopTheScheduler() {
        AtomicInteger calls = new AtomicInteger();
        MergePlanner failing = (table, excluded, now) -> {
            if (calls.incrementAndGet() == 1) {
                throw new IllegalStateException("planner broke");
            }
            return planner.plan(table, excluded, now);
        };
        scheduler = new MergeScheduler(failing, (table, parts, c) -> {
            merged.add(table.definition().name());
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "disk broke");
        }, new PartRetirement(null), true);
        scheduler.start(() -> List.copyOf(tables));
        MergeTreeTable t = table("t");
        insert(t, 2);
        await(() -> merged.size() >= 1);
        insert(t, 2);
        await(() -> merged.size() >= 2);
        assertThat(calls.get()).isGreaterThanOrEqualTo(3);
    }

    /**
     * Fuzz seed 103: parts whose merge always fails (a ReplacingMergeTree is_deleted of 6) were merged again and again.
     * A failed merge's parts are left out from then on, while the scheduler keeps looking at the table and merges new
     * parts.
     */
    @Test
    void aFailedMergeIsNotTriedAgainButNewPartsStillMerge() {
        List<List<String>> attempts = new CopyOnWriteArrayList<>();
        scheduler = new MergeScheduler(planner, (table, reservation, c) -> {
            List<String> names = reservation.parts().stream().map(DataPart::name).sorted().toList();
            attempts.add(names);
            if (attempts.size() == 1) {
                throw new MergeLabException(ErrorCode.INCORRECT_DATA, "Incorrect data: is_deleted = 6 (must be 1 or 0)");
            }
        }, new PartRetirement(null), true);
        scheduler.start(() -> List.copyOf(tables));
        MergeTreeTable t = table("t");
        insert(t, 2);
        await(() -> attempts.size() == 1);
        int plansAfterFailure = plansOf("t");
        insert(t, 2);
        await(() -> attempts.size() >= 2 && plansOf("t") > plansAfterFailure + 20);
        // this executor merges nothing, so the new parts are merged again and again; the failed ones never
        List<List<String>> seen = List.copyOf(attempts);
        for (List<String> later : seen.subList(1, seen.size())) {
            assertThat(later).as("only the new parts").doesNotContainAnyElementsOf(seen.get(0)).hasSize(2);
        }
    }

    /**
     * The soak's restart: the scheduler thread was still deleting retired parts when close returned, and pulled a part
     * from under the next engine's start-up. Close must return only once that thread ended, whatever the wait: here the
     * closing thread is interrupted, which ended the (then capped) waits at once.
     */
    @Test
    void closeReturnsOnlyAfterTheThreadEndedDeletingRetiredPartsEvenWhenTheClosingThreadIsInterrupted() throws Exception {
        QueryRegistry queries = new QueryRegistry();
        PartRetirement retirement = new PartRetirement(queries);
        scheduler = new MergeScheduler(planner, executor, retirement, false);
        scheduler.start(() -> List.copyOf(tables));
        MergeTreeTable t = table("t");
        insert(t, 1);
        DataPart part = t.activeParts().get(0);
        CountDownLatch deleting = new CountDownLatch(1);
        CountDownLatch mayEnd = new CountDownLatch(1);
        AtomicBoolean deletionEnded = new AtomicBoolean();
        // a query that may read the part holds it back, so the scheduler thread's periodic look deletes it, not retire()
        RunningQuery reader = queries.register("reader", "SELECT 1", QueryKind.SELECT, "default", "default",
                Settings.queryDefaults());
        retirement.retire(part, () -> {
            deleting.countDown();
            awaitUninterruptibly(mayEnd);
            deletionEnded.set(true);
        });
        queries.unregister(reader);
        assertThat(deleting.await(TIMEOUT.toSeconds(), TimeUnit.SECONDS)).as("the scheduler thread deletes the part").isTrue();

        AtomicBoolean closedBeforeDeletionEnded = new AtomicBoolean();
        Thread closer = new Thread(() -> {
            Thread.currentThread().interrupt();
            scheduler.close();
            closedBeforeDeletionEnded.set(!deletionEnded.get());
        }, "closer");
        try {
            closer.start();
            // the closer either waits for the thread (the right thing) or has already returned
            await(() -> closer.getState() == Thread.State.TIMED_WAITING || closer.getState() == Thread.State.WAITING
                    || closer.getState() == Thread.State.TERMINATED);
        } finally {
            mayEnd.countDown();
        }
        closer.join(TIMEOUT.toMillis());
        assertThat(closer.isAlive()).isFalse();
        assertThat(closedBeforeDeletionEnded).as("close returned while the scheduler thread was still deleting").isFalse();
        assertThat(part.path()).doesNotExist();
    }

    private static void awaitUninterruptibly(CountDownLatch latch) {
        while (true) {
            try {
                latch.await();
                return;
            } catch (InterruptedException e) {
                // the closing engine must not cut a deletion short; go on waiting
            }
        }
    }
}

