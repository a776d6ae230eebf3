package io.mergelab.engine.soak;

import io.mergelab.engine.Engine;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.QueryOptions;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.soak.SoakOutcomes.SoakViolation;
import io.mergelab.engine.testing.MachineLoad;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * Issue 21's soak: one engine on a data directory, and for {@code duration} two writers inserting into a MergeTree
 * table, one into a ReplacingMergeTree, readers checking counts and FINAL against what was acknowledged, slow
 * queries a killer stops with KILL QUERY, mutations (DELETE and UPDATE), OPTIMIZE (with and without FINAL, whole
 * table and one partition) and the background merges of both tables. Every few seconds the writers pause and the
 * tables must hold exactly what was acknowledged; at the end the engine restarts and must hold it still.
 */
public final class SoakWorkload {
    private static final Set<ErrorCode> NONE = Set.of();
    /** A flood of small parts may outrun merges on a loaded machine; such an insert fails whole, and is not counted. */
    private static final Set<ErrorCode> INSERT_ERRORS = Set.of(ErrorCode.TOO_MANY_PARTS);
    private static final Set<ErrorCode> SLOW_ERRORS = Set.of(ErrorCode.QUERY_WAS_CANCELLED, ErrorCode.TIMEOUT_EXCEEDED);
    private static final double SLOW_LIMIT_SECONDS = 4;
    /**
     * A slow query may end this much after its max_execution_time, times the machine's load per core when that is
     * above 1 ({@link MachineLoad}); more is a violation.
     */
    private static final long SLOW_GRACE_NANOS = TimeUnit.SECONDS.toNanos(2);
    private static final String[] FINAL_SETTINGS = {"", " SETTINGS max_final_threads = 1",
            " SETTINGS do_not_merge_across_partitions_select_final = 1",
            " SETTINGS split_parts_ranges_into_intersecting_and_non_intersecting_final = 0",
            " SETTINGS split_intersecting_parts_ranges_into_layers_final = 0, max_threads = 2",
            " SETTINGS max_block_size = 100, max_final_threads = 3"};
    private static final String[] SLOW_QUERIES = {
            "SELECT k, uniqExact(cityHash64(id, s)), sum(touched) FROM soak.ev GROUP BY k ORDER BY k",
            "SELECT count() FROM soak.ev WHERE lower(concat(s, toString(id))) LIKE '%77%7%'",
            "SELECT count() FROM numbers(100000000000) WHERE cityHash64(number) % 7 = 3",
            "SELECT sum(val) FROM soak.rep FINAL WHERE cityHash64(k, ver) % 3 = 1"};

    private final Path dataDir;
    private final Duration duration;
    private final long seed;
    private final SoakLedger ledger = new SoakLedger();
    private final SoakChecks checks = new SoakChecks(ledger);
    private final SoakOutcomes outcomes = new SoakOutcomes();
    /** Writers hold it shared for each insert; the at-rest check holds it alone. */
    private final ReadWriteLock writers = new ReentrantReadWriteLock(true);
    private final AtomicLong slowQueries = new AtomicLong();
    /** Takes a late slow query's stacks while it is still running. */
    private final ScheduledExecutorService watchdog = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "soak-watchdog");
        t.setDaemon(true);
        return t;
    });
    /** Next id of each writer (1 and 2); ids are writer * 10^12 + n, every tenth one doomed (DELETE removes it). */
    private final AtomicLong[] nextId = {new AtomicLong(), new AtomicLong(), new AtomicLong()};
    private volatile long deadlineNanos;
    /**
     * Mutations and OPTIMIZE start only until then: they rewrite (and fsync) whole tables, which can take tens of
     * seconds on a busy disk, and the run should end near its duration.
     */
    private volatile long longOperationsDeadlineNanos;
    /** The active parts of both tables (name to rows) when the writers have stopped, to explain a restart's loss. */
    private Map<String, Long> partsBeforeClose = Map.of();

    public SoakWorkload(Path dataDir, Duration duration, long seed) {
        this.dataDir = dataDir;
        this.duration = duration;
        this.seed = seed;
    }

    public SoakReport run() throws InterruptedException {
        long startNanos = System.nanoTime();
        try (Engine engine = Engine.open(dataDir)) {
            createTables(engine.newSession());
            deadlineNanos = System.nanoTime() + duration.toNanos();
            longOperationsDeadlineNanos = deadlineNanos - Math.min(TimeUnit.SECONDS.toNanos(20), duration.toNanos() / 4);
            List<Thread> threads = new ArrayList<>();
            SplittableRandom seeds = new SplittableRandom(seed);
            for (int writer = 1; writer <= 2; writer++) {
                int w = writer;
                threads.add(start(engine, "soak-insert-ev-" + w, seeds.split(), (s, r) -> insertEvents(s, r, w)));
            }
            threads.add(start(engine, "soak-insert-rep", seeds.split(), this::insertVersions));
            threads.add(start(engine, "soak-count", seeds.split(), this::countLive));
            threads.add(start(engine, "soak-final", seeds.split(), this::selectFinal));
            threads.add(start(engine, "soak-slow", seeds.split(), this::slowQuery));
            threads.add(start(engine, "soak-kill", seeds.split(), this::kill));
            threads.add(start(engine, "soak-mutate", seeds.split(), this::mutate));
            threads.add(start(engine, "soak-optimize", seeds.split(), this::optimize));
            threads.add(start(engine, "soak-at-rest", seeds.split(), this::checkAtRest));
            for (Thread t : threads) {
                t.join();
            }
            Session session = engine.newSession();
            outcomes.run("check at rest", NONE, "final check", () -> checks.exact(session));
            partsBeforeClose = SoakChecks.activeParts(session);
        }
        try (Engine reopened = Engine.open(dataDir)) {
            Session session = reopened.newSession();
            outcomes.run("check after restart", NONE, "check after restart", () -> {
                try {
                    checks.exact(session);
                } catch (SoakViolation e) {
                    throw new SoakViolation(e.getMessage() + "; active parts changed across the restart: "
                            + SoakChecks.changedParts(partsBeforeClose, SoakChecks.activeParts(session)));
                }
            });
        }
        watchdog.shutdownNow();
        return new SoakReport(Duration.ofNanos(System.nanoTime() - startNanos), outcomes.operations(),
                outcomes.expectedErrors(), outcomes.longestMillis(), outcomes.violations());
    }

    private static void createTables(Session session) {
        execute(session, "CREATE DATABASE soak");
        execute(session, "CREATE TABLE soak.ev (id UInt64, writer UInt8, k UInt32, doomed UInt8, touched UInt32, s String)"
                + " ENGINE = MergeTree PARTITION BY k % 4 ORDER BY (k, id)"
                + " SETTINGS index_granularity = 256, merge_selecting_sleep_ms = 200");
        execute(session, "CREATE TABLE soak.rep (k UInt64, ver UInt64, val UInt64, note UInt32)"
                + " ENGINE = ReplacingMergeTree(ver) PARTITION BY k % 3 ORDER BY k"
                + " SETTINGS index_granularity = 128, merge_selecting_sleep_ms = 200");
    }

    @FunctionalInterface
    private interface Loop {
        void step(Session session, SplittableRandom random) throws InterruptedException;
    }

    private Thread start(Engine engine, String name, SplittableRandom random, Loop loop) {
        Thread t = new Thread(() -> {
            Session session = engine.newSession();
            try {
                while (System.nanoTime() < deadlineNanos) {
                    loop.step(session, random);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (Throwable t1) {
                outcomes.violation(name + " died: " + t1);
            }
        }, name);
        t.start();
        return t;
    }

    private void insertEvents(Session session, SplittableRandom random, int writer) {
        int rows = 1 + random.nextInt(random.nextInt(8) == 0 ? 20_000 : 2_000);
        long base = writer * 1_000_000_000_000L + nextId[writer].getAndAdd(rows);
        long doomed = Math.floorDiv(base + rows - 1, 10) - Math.floorDiv(base - 1, 10);
        String sql = "INSERT INTO soak.ev (id, writer, k, doomed, s) SELECT " + base + " + number, " + writer
                + ", cityHash64(" + base + " + number) % 1000, (" + base + " + number) % 10 = 0, toString(number * 7)"
                + " FROM numbers(" + rows + ")";
        writers.readLock().lock();
        try {
            ledger.liveStarted.addAndGet(rows - doomed);
            if (outcomes.run("insert ev", INSERT_ERRORS, sql, () -> execute(session, sql))) {
                ledger.liveAcknowledged.addAndGet(rows - doomed);
            }
        } finally {
            writers.readLock().unlock();
        }
    }

    private void insertVersions(Session session, SplittableRandom random) {
        int rows = 1 + random.nextInt(300);
        long firstVersion = ledger.nextVersion.getAndAdd(rows);
        long[] keys = new long[rows];
        StringBuilder sql = new StringBuilder("INSERT INTO soak.rep (k, ver, val) VALUES ");
        for (int i = 0; i < rows; i++) {
            keys[i] = random.nextInt(3000);
            long version = firstVersion + i;
            sql.append(i == 0 ? "" : ", ").append('(').append(keys[i]).append(", ").append(version).append(", ")
                    .append(SoakLedger.valueOf(keys[i], version)).append(')');
        }
        writers.readLock().lock();
        try {
            for (int i = 0; i < rows; i++) {
                ledger.startVersion(keys[i], firstVersion + i);
            }
            if (outcomes.run("insert rep", INSERT_ERRORS, sql.toString(), () -> execute(session, sql.toString()))) {
                for (int i = 0; i < rows; i++) {
                    ledger.acknowledgeVersion(keys[i], firstVersion + i);
                }
            }
        } finally {
            writers.readLock().unlock();
        }
    }

    private void countLive(Session session, SplittableRandom random) {
        String settings = " SETTINGS max_threads = " + (1 + random.nextInt(4)) + ", max_block_size = "
                + (random.nextBoolean() ? 65536 : 1 + random.nextInt(5000));
        outcomes.run("select count", NONE, SoakChecks.LIVE_COUNT + settings, () -> checks.liveCount(session, settings));
    }

    private void selectFinal(Session session, SplittableRandom random) {
        String settings = FINAL_SETTINGS[random.nextInt(FINAL_SETTINGS.length)];
        String where = random.nextInt(3) == 0 ? " WHERE k % 10 = " + random.nextInt(10) : "";
        outcomes.run("select final", NONE, SoakChecks.FINAL_ROWS + where + settings,
                () -> checks.finalRows(session, where, settings));
    }

    private void slowQuery(Session session, SplittableRandom random) {
        String sql = SLOW_QUERIES[random.nextInt(SLOW_QUERIES.length)];
        String queryId = "soak-slow-" + slowQueries.incrementAndGet();
        QueryOptions options = new QueryOptions(queryId, Map.of("max_execution_time", String.valueOf(SLOW_LIMIT_SECONDS)),
                Map.of());
        long start = System.nanoTime();
        Thread caller = Thread.currentThread();
        AtomicReference<String> stacks = new AtomicReference<>("");
        ScheduledFuture<?> snapshot = watchdog.schedule(() -> stacks.set(StackSnapshot.of(caller, queryId)),
                (long) (SLOW_LIMIT_SECONDS * 1e9 + SLOW_GRACE_NANOS * MachineLoad.slowdown()), TimeUnit.NANOSECONDS);
        outcomes.run("slow select", SLOW_ERRORS, sql, () -> {
            try (QueryResult result = session.execute(sql, null, options)) {
                result.rows();
            } finally {
                snapshot.cancel(false);
                long overNanos = System.nanoTime() - start - (long) (SLOW_LIMIT_SECONDS * 1e9);
                double slowdown = MachineLoad.slowdown();
                if (overNanos > SLOW_GRACE_NANOS * slowdown) {
                    throw new SoakViolation("ran " + overNanos / 1_000_000 + " ms past max_execution_time (load per core "
                            + String.format(Locale.ROOT, "%.1f", slowdown) + "): " + sql + "; while late:" + stacks.get());
                }
            }
        });
    }

    private void kill(Session session, SplittableRandom random) throws InterruptedException {
        Thread.sleep(200 + random.nextInt(800));
        String sql = "KILL QUERY WHERE query_id LIKE 'soak-slow-%'" + (random.nextBoolean() ? " SYNC" : "");
        outcomes.run("kill query", NONE, sql, () -> {
            if (!SoakChecks.rows(session, sql).isEmpty()) {
                outcomes.count("kill query (a query found)");
            }
        });
    }

    private void mutate(Session session, SplittableRandom random) throws InterruptedException {
        Thread.sleep(300 + random.nextInt(1200));
        if (System.nanoTime() >= longOperationsDeadlineNanos) {
            return;
        }
        String sql = switch (random.nextInt(4)) {
            case 0 -> "ALTER TABLE soak.ev DELETE WHERE doomed = 1";
            case 1 -> "ALTER TABLE soak.ev UPDATE touched = touched + 1 WHERE k % 7 = " + random.nextInt(7);
            case 2 -> "ALTER TABLE soak.rep UPDATE note = note + 1 WHERE k % 5 = " + random.nextInt(5);
            default -> "ALTER TABLE soak.ev DELETE IN PARTITION " + random.nextInt(4) + " WHERE doomed = 1 AND k % 2 = 0";
        };
        outcomes.run("mutation", NONE, sql, () -> execute(session, sql));
    }

    private void optimize(Session session, SplittableRandom random) throws InterruptedException {
        Thread.sleep(500 + random.nextInt(2000));
        if (System.nanoTime() >= longOperationsDeadlineNanos) {
            return;
        }
        String sql = switch (random.nextInt(4)) {
            case 0 -> "OPTIMIZE TABLE soak.ev";
            case 1 -> "OPTIMIZE TABLE soak.ev PARTITION " + random.nextInt(4) + " FINAL";
            case 2 -> "OPTIMIZE TABLE soak.rep FINAL";
            default -> "OPTIMIZE TABLE soak.rep PARTITION " + random.nextInt(3) + " FINAL";
        };
        outcomes.run("optimize", NONE, sql, () -> execute(session, sql));
    }

    private void checkAtRest(Session session, SplittableRandom random) throws InterruptedException {
        Thread.sleep(4000 + random.nextInt(6000));
        if (System.nanoTime() >= deadlineNanos) {
            return;
        }
        writers.writeLock().lock();
        try {
            outcomes.run("check at rest", NONE, "exact checks", () -> checks.exact(session));
        } finally {
            writers.writeLock().unlock();
        }
    }

    private static void execute(Session session, String sql) {
        try (QueryResult result = session.execute(sql)) {
            result.rows();
        }
    }
}
