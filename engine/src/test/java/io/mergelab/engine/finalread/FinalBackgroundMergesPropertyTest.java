package io.mergelab.engine.finalread;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.format.Directories;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Issue 5's FINAL property with the background scheduler merging: random insert batches (keys repeated within and
 * across parts, random versions and deletes) go into a ReplacingMergeTree that merges eagerly
 * ({@code merge_selecting_sleep_ms = 1}, merges started), with {@code SYSTEM STOP / START MERGES} and key-wide
 * {@code ALTER TABLE ... DELETE / UPDATE} mutations between batches. After every step {@code SELECT ... FINAL} (random
 * FINAL settings and thread counts) must equal both a deduplication computed here and a plain SQL deduplication
 * ({@code argMax(tuple(p, ver, del, val), (ver, seq))}, seq the insertion sequence) over a MergeTree copy of the same
 * rows that received the same mutations; once more after {@code OPTIMIZE TABLE ... FINAL}. A FINAL query running
 * meanwhile in another thread must always see one of the states the table passed through.
 *
 * <p>With merges running, mutations select whole keys ({@code key % m = r}) and never touch the version or is_deleted
 * column: a condition on other columns could hit a row that a merge already replaced in one part and not yet in
 * another, and then the result would legitimately depend on merge timing (as in ClickHouse). Conditions on any column
 * ({@code val % m = r}) are tried on tables whose merges stay stopped and whose inserts keep every row
 * ({@code optimize_on_insert = 0}), so every inserted row is still there.
 */
class FinalBackgroundMergesPropertyTest {
    private static final AtomicInteger TABLES = new AtomicInteger();
    /** Merged parts (level above 0) seen by FINAL checks before any OPTIMIZE: proof the scheduler merged meanwhile. */
    private static final AtomicLong MERGED_PARTS_SEEN = new AtomicLong();
    private static Path dataDir;
    private static Engine engine;
    private static Session session;

    enum Columns { VERSION_AND_DELETED, VERSION, NONE }

    enum Partitioning { NONE, BY_KEY }

    /**
     * What the mutations' conditions look at: the key only, with merges running; or a non-key column, on a table whose
     * merges are stopped from the start (no OPTIMIZE either).
     */
    enum MutationScope { WHOLE_KEYS, ANY_ROWS }

    /** What happens after a batch is inserted, before FINAL is checked. */
    enum Action { NOTHING, TOGGLE_MERGES, DELETE, UPDATE, OPTIMIZE }

    /** An insert batch ({k, ver, del, val} rows), the action after it, a mutation's {@code % mod = rem}, increment. */
    record Step(List<long[]> rows, Action action, int mod, int rem, int add) {
    }

    /** One inserted row; {@code seq} is its position among all rows inserted into the table. */
    record Row(long key, long p, long ver, long del, long val, long seq) {
    }

    record Query(boolean doNotMerge, boolean splitNonIntersecting, boolean splitLayers, int maxThreads,
                 int maxFinalThreads) {
    }

    @BeforeContainer
    static void start() throws IOException {
        // every insert and mutation fsyncs; on a RAM file system that costs nothing, which keeps the tries fast
        Path shm = Path.of("/dev/shm");
        dataDir = Files.isDirectory(shm) && Files.isWritable(shm) ? Files.createTempDirectory(shm, "final-bg-property")
                : Files.createTempDirectory("final-bg-property");
        engine = Engine.open(dataDir);
        session = engine.newSession();
        execute("SYSTEM START MERGES");
    }

    @AfterContainer
    static void stop() {
        try {
            assertThat(MERGED_PARTS_SEEN.get()).as("merged parts seen by FINAL checks during the tries").isPositive();
        } finally {
            engine.close();
            Directories.deleteRecursively(dataDir);
        }
    }

    @Provide
    Arbitrary<List<Step>> steps() {
        Arbitrary<long[]> row = Combinators.combine(longs(0, 40), longs(0, 4), longs(0, 1), longs(0, 99))
                .as((k, v, d, x) -> new long[] {k, v, d, x});
        Arbitrary<Action> action = Arbitraries.frequency(Tuple.of(5, Action.NOTHING), Tuple.of(1, Action.TOGGLE_MERGES),
                Tuple.of(1, Action.DELETE), Tuple.of(1, Action.UPDATE), Tuple.of(1, Action.OPTIMIZE));
        // each batch draws its keys from a window of its own, so some parts leave key ranges of others alone
        Arbitrary<List<long[]>> batch = Combinators.combine(row.list().ofMinSize(1).ofMaxSize(40), longs(0, 30),
                longs(3, 41)).as((rows, lo, width) -> rows.stream()
                        .map(r -> new long[] {lo + r[0] % width, r[1], r[2], r[3]}).toList());
        Arbitrary<Step> step = Combinators.combine(batch, action,
                Arbitraries.integers().between(2, 7), Arbitraries.integers().between(0, 6),
                Arbitraries.integers().between(1, 9))
                .as((rows, a, mod, rem, add) -> new Step(rows, a, mod, rem % mod, add));
        return step.list().ofMinSize(5).ofMaxSize(12);
    }

    private static Arbitrary<Long> longs(long min, long max) {
        return Arbitraries.longs().between(min, max);
    }

    @Provide
    Arbitrary<Query> queries() {
        Arbitrary<Boolean> bit = Arbitraries.of(false, true);
        return Combinators.combine(bit, bit, bit, Arbitraries.of(1, 2, 4), Arbitraries.of(0, 1, 2)).as(Query::new);
    }

    @Property(tries = 50)
    void finalStaysExactWhileMergesRun(@ForAll("steps") List<Step> steps, @ForAll Columns columns,
                                       @ForAll Partitioning partitioning, @ForAll MutationScope scope,
                                       @ForAll("queries") Query query) {
        String table = "fbg_" + TABLES.incrementAndGet();
        String ref = table + "_ref";
        String args = switch (columns) {
            case VERSION_AND_DELETED -> "ver, del";
            case VERSION -> "ver";
            case NONE -> "";
        };
        String partitionBy = partitioning == Partitioning.BY_KEY ? " PARTITION BY key % 3" : "";
        execute("CREATE TABLE " + table + " (key UInt32, p UInt8, ver UInt32, del UInt8, val Int32) ENGINE = "
                + "ReplacingMergeTree(" + args + ")" + partitionBy + " ORDER BY key"
                + " SETTINGS index_granularity = 4, merge_selecting_sleep_ms = 1");
        execute("CREATE TABLE " + ref + " (key UInt32, p UInt8, ver UInt32, del UInt8, val Int32, seq UInt32)"
                + " ENGINE = MergeTree ORDER BY tuple()");
        boolean anyRows = scope == MutationScope.ANY_ROWS;
        if (anyRows) {
            execute("SYSTEM STOP MERGES " + table);
        }
        // optimize_on_insert deduplicates each insert block as a merge would: also off where no merge may happen
        execute("SET optimize_on_insert = " + bit(!anyRows));
        boolean stopped = anyRows;
        boolean optimized = false;
        String selector = anyRows ? "val" : "key";
        // every state the table passes through; a FINAL running concurrently must see one of them
        Set<List<List<Long>>> states = new HashSet<>();
        states.add(List.of());
        ConcurrentReader reader = new ConcurrentReader(finalSql(table, query));
        try {
            List<Row> rows = new ArrayList<>();
            long inserted = 0;
            for (Step step : steps) {
                insert(table, ref, step.rows(), rows, inserted);
                inserted += step.rows().size();
                states.add(expected(rows, columns));
                switch (step.action()) {
                    case NOTHING -> { }
                    case OPTIMIZE -> {
                        optimize(table, stopped);
                        optimized |= !stopped;
                    }
                    case TOGGLE_MERGES -> {
                        if (!anyRows) {
                            stopped = !stopped;
                            execute("SYSTEM " + (stopped ? "STOP" : "START") + " MERGES " + table);
                        }
                    }
                    case DELETE -> {
                        String command = "DELETE WHERE " + selector + " % " + step.mod() + " = " + step.rem();
                        execute("ALTER TABLE " + table + " " + command);
                        execute("ALTER TABLE " + ref + " " + command);
                        rows.removeIf(r -> (anyRows ? r.val() : r.key()) % step.mod() == step.rem());
                        states.add(expected(rows, columns));
                    }
                    case UPDATE -> {
                        String command = "UPDATE val = val + " + step.add() + ", p = (p + 1) % 3 WHERE " + selector
                                + " % " + step.mod() + " = " + step.rem();
                        execute("ALTER TABLE " + table + " " + command);
                        execute("ALTER TABLE " + ref + " " + command);
                        rows.replaceAll(r -> (anyRows ? r.val() : r.key()) % step.mod() != step.rem() ? r
                                : new Row(r.key(), (r.p() + 1) % 3, r.ver(), r.del(), r.val() + step.add(), r.seq()));
                        states.add(expected(rows, columns));
                    }
                }
                check(table, ref, rows, columns, query);
                if (!optimized) {
                    MERGED_PARTS_SEEN.addAndGet(mergedParts(table));
                }
            }
            if (stopped) {
                execute("SYSTEM START MERGES " + table);
                check(table, ref, rows, columns, query);
            }
            execute("OPTIMIZE TABLE " + table + " FINAL");
            check(table, ref, rows, columns, query);
            reader.close();
            assertThat(reader.results()).as("results of FINAL run concurrently").isNotEmpty()
                    .allMatch(states::contains);
        } finally {
            reader.close();
            execute("DROP TABLE " + table);
            execute("DROP TABLE " + ref);
        }
    }

    /** {@code OPTIMIZE TABLE}, which SYSTEM STOP MERGES makes fail as in ClickHouse. */
    private static void optimize(String table, boolean stopped) {
        if (stopped) {
            assertThatThrownBy(() -> execute("OPTIMIZE TABLE " + table)).isInstanceOf(MergeLabException.class)
                    .hasMessageContaining("Cancelled merging parts");
        } else {
            execute("OPTIMIZE TABLE " + table);
        }
    }

    /** The settings make the scheduler merge the parts of a few inserts on its own, without OPTIMIZE. */
    @Example
    void smallPartsMergeInTheBackground() throws InterruptedException {
        execute("CREATE TABLE fbg_eager (key UInt32, ver UInt32) ENGINE = ReplacingMergeTree(ver) ORDER BY key"
                + " SETTINGS merge_selecting_sleep_ms = 1");
        try {
            for (int i = 0; i < 8; i++) {
                execute("INSERT INTO fbg_eager VALUES (" + i + ", 1), (" + (i + 1) + ", 2)");
            }
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (mergedParts("fbg_eager") == 0 && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
            assertThat(mergedParts("fbg_eager")).isPositive();
            assertThat(select(session, "SELECT key, ver FROM fbg_eager FINAL ORDER BY key")).hasSize(9);
        } finally {
            execute("DROP TABLE fbg_eager");
        }
    }

    /** Inserts the batch into both tables; its rows get the insertion sequence numbers from {@code firstSeq} on. */
    private static void insert(String table, String ref, List<long[]> batch, List<Row> rows, long firstSeq) {
        List<String> values = new ArrayList<>();
        List<String> refValues = new ArrayList<>();
        long seq = firstSeq;
        for (long[] r : batch) {
            Row row = new Row(r[0], (r[0] + seq) % 3, r[1], r[2], r[3], seq++);
            rows.add(row);
            String v = row.key() + ", " + row.p() + ", " + row.ver() + ", " + row.del() + ", " + row.val();
            values.add("(" + v + ")");
            refValues.add("(" + v + ", " + row.seq() + ")");
        }
        execute("INSERT INTO " + table + " VALUES " + String.join(", ", values));
        execute("INSERT INTO " + ref + " VALUES " + String.join(", ", refValues));
    }

    private static String finalSql(String table, Query query) {
        return "SELECT key, p, ver, del, val FROM " + table + " FINAL ORDER BY key"
                + " SETTINGS do_not_merge_across_partitions_select_final = " + bit(query.doNotMerge())
                + ", split_parts_ranges_into_intersecting_and_non_intersecting_final = "
                + bit(query.splitNonIntersecting())
                + ", split_intersecting_parts_ranges_into_layers_final = " + bit(query.splitLayers())
                + ", max_threads = " + query.maxThreads() + ", max_final_threads = " + query.maxFinalThreads();
    }

    private static void check(String table, String ref, List<Row> rows, Columns columns, Query query) {
        String sql = finalSql(table, query);
        List<List<Long>> actual = select(session, sql);
        assertThat(actual).as(sql).isEqualTo(expected(rows, columns));
        assertThat(actual).as("FINAL against the SQL deduplication")
                .isEqualTo(select(session, sqlDeduplication(ref, columns)));
    }

    /**
     * Per key the row with the greatest (version, insertion sequence), or the greatest sequence without a version
     * column, through argMax over a tuple; keys whose winner is deleted left out.
     */
    private static String sqlDeduplication(String ref, Columns columns) {
        String order = columns == Columns.NONE ? "seq" : "(ver, seq)";
        String hidden = columns == Columns.VERSION_AND_DELETED ? " WHERE w.3 = 0" : "";
        return "SELECT key, w.1, w.2, w.3, w.4 FROM (SELECT key, argMax(tuple(p, ver, del, val), " + order + ") AS w"
                + " FROM " + ref + " GROUP BY key)" + hidden + " ORDER BY key";
    }

    /** The winner per key (highest version, ties and tables without version to the last inserted), deletes hidden. */
    private static List<List<Long>> expected(List<Row> rows, Columns columns) {
        Map<Long, Row> winners = new HashMap<>();
        for (Row r : rows) {
            winners.merge(r.key(), r, (old, neu) -> columns != Columns.NONE && old.ver() > neu.ver() ? old : neu);
        }
        List<List<Long>> out = new ArrayList<>();
        for (Row w : winners.values()) {
            if (columns != Columns.VERSION_AND_DELETED || w.del() == 0) {
                out.add(List.of(w.key(), w.p(), w.ver(), w.del(), w.val()));
            }
        }
        out.sort(Comparator.comparing(r -> r.get(0)));
        return out;
    }

    private static long mergedParts(String table) {
        String sql = "SELECT count() FROM system.parts WHERE table = '" + table + "' AND active AND level > 0";
        return select(session, sql).get(0).get(0);
    }

    private static List<List<Long>> select(Session session, String sql) {
        List<List<Long>> out = new ArrayList<>();
        try (QueryResult r = session.execute(sql)) {
            for (List<Object> row : r.rows()) {
                out.add(row.stream().map(v -> ((Number) v).longValue()).toList());
            }
        }
        return out;
    }

    /** Runs one FINAL query over and over in a thread of its own, on a session of its own, until closed. */
    private static final class ConcurrentReader implements AutoCloseable {
        private final Set<List<List<Long>>> results = ConcurrentHashMap.newKeySet();
        private final AtomicBoolean done = new AtomicBoolean();
        private final AtomicReference<Throwable> failure = new AtomicReference<>();
        private final Thread thread;

        ConcurrentReader(String sql) {
            Session own = engine.newSession();
            thread = new Thread(() -> {
                try {
                    while (!done.get()) {
                        results.add(select(own, sql));
                        Thread.sleep(1);
                    }
                } catch (Throwable e) {
                    failure.set(e);
                }
            }, "final-reader");
            thread.start();
        }

        /** The distinct results seen; call after {@link #close()}. */
        Set<List<List<Long>>> results() {
            return results;
        }

        @Override
        public void close() {
            done.set(true);
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            if (failure.get() != null) {
                throw new AssertionError("concurrent FINAL failed", failure.get());
            }
        }
    }

    private static void execute(String sql) {
        session.execute(sql).close();
    }

    private static String bit(boolean b) {
        return b ? "1" : "0";
    }
}
