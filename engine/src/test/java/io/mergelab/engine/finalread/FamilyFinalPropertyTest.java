package io.mergelab.engine.finalread;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.storage.format.Directories;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Random insert batches into a SummingMergeTree and an AggregatingMergeTree of SimpleAggregateFunction columns
 * (several parts, keys repeated within and across parts, sums that cancel; without merges, after an OPTIMIZE
 * halfway through, or after OPTIMIZE FINAL), read with {@code SELECT ... FINAL} under the FINAL settings and thread
 * counts: the rows equal the per-key sums (keys summing to zero gone) and per-key max and sum computed here.
 */
class FamilyFinalPropertyTest {
    private static final AtomicInteger TABLES = new AtomicInteger();
    private static Path dataDir;
    private static Engine engine;
    private static Session session;

    enum Merges { NONE, OPTIMIZE_HALFWAY, OPTIMIZE_FINAL }

    record Query(boolean splitNonIntersecting, boolean splitLayers, int maxThreads, int maxFinalThreads,
                 boolean optimizeOnInsert) {
    }

    @BeforeContainer
    static void start() throws IOException {
        dataDir = Files.createTempDirectory("family-final-property");
        engine = Engine.open(dataDir);
        session = engine.newSession();
    }

    @AfterContainer
    static void stop() {
        engine.close();
        Directories.deleteRecursively(dataDir);
    }

    @Provide
    Arbitrary<List<List<long[]>>> batches() {
        Arbitrary<long[]> row = Combinators.combine(Arbitraries.longs().between(0, 40), Arbitraries.longs().between(-3, 3))
                .as((k, v) -> new long[] {k, v});
        return row.list().ofMinSize(0).ofMaxSize(60).list().ofMinSize(1).ofMaxSize(6);
    }

    @Provide
    Arbitrary<Query> queries() {
        return Combinators.combine(Arbitraries.of(false, true), Arbitraries.of(false, true), Arbitraries.of(1, 2, 4),
                Arbitraries.of(0, 1, 2, 3), Arbitraries.of(false, true)).as(Query::new);
    }

    @Property(tries = 120)
    void summingFinalEqualsSums(@ForAll("batches") List<List<long[]>> batches, @ForAll Merges merges,
                                @ForAll("queries") Query query) {
        String table = "summing_" + TABLES.incrementAndGet();
        execute("CREATE TABLE " + table + " (key UInt32, v Int64) ENGINE = SummingMergeTree ORDER BY key"
                + " SETTINGS index_granularity = 4");
        try {
            insert(table, batches, merges, query.optimizeOnInsert());
            Map<Long, Long> sums = new TreeMap<>();
            batches.forEach(b -> b.forEach(r -> sums.merge(r[0], r[1], Long::sum)));
            List<List<Long>> expected = new ArrayList<>();
            sums.forEach((k, s) -> {
                if (s != 0) {
                    expected.add(List.of(k, s));
                }
            });
            String sql = "SELECT key, v FROM " + table + " FINAL ORDER BY key" + settings(query);
            assertThat(select(sql)).as(sql).isEqualTo(expected);
        } finally {
            execute("DROP TABLE " + table);
        }
    }

    @Property(tries = 120)
    void aggregatingFinalEqualsMaxAndSum(@ForAll("batches") List<List<long[]>> batches, @ForAll Merges merges,
                                         @ForAll("queries") Query query) {
        String table = "aggregating_" + TABLES.incrementAndGet();
        execute("CREATE TABLE " + table + " (key UInt32, v SimpleAggregateFunction(max, Int64), "
                + "s SimpleAggregateFunction(sum, Int64)) ENGINE = AggregatingMergeTree ORDER BY key"
                + " SETTINGS index_granularity = 4");
        try {
            insert(table, batches, merges, query.optimizeOnInsert());
            Map<Long, long[]> groups = new TreeMap<>();
            batches.forEach(b -> b.forEach(r -> groups.merge(r[0], new long[] {r[1], r[1]},
                    (a, n) -> new long[] {Math.max(a[0], n[0]), a[1] + n[1]})));
            List<List<Long>> expected = new ArrayList<>();
            groups.forEach((k, g) -> expected.add(List.of(k, g[0], g[1])));
            String sql = "SELECT key, v, s FROM " + table + " FINAL ORDER BY key" + settings(query);
            assertThat(select(sql)).as(sql).isEqualTo(expected);
        } finally {
            execute("DROP TABLE " + table);
        }
    }

    /** One INSERT per batch (both value columns get the row's value), merging as {@code merges} says. */
    private static void insert(String table, List<List<long[]>> batches, Merges merges, boolean optimizeOnInsert) {
        String columns = table.startsWith("summing") ? "(key, v)" : "(key, v, s)";
        execute("SET optimize_on_insert = " + (optimizeOnInsert ? 1 : 0));
        for (int b = 0; b < batches.size(); b++) {
            if (merges == Merges.OPTIMIZE_HALFWAY && b == batches.size() / 2) {
                execute("OPTIMIZE TABLE " + table);
            }
            List<String> values = new ArrayList<>();
            for (long[] r : batches.get(b)) {
                values.add(columns.equals("(key, v)") ? "(" + r[0] + ", " + r[1] + ")"
                        : "(" + r[0] + ", " + r[1] + ", " + r[1] + ")");
            }
            if (!values.isEmpty()) {
                execute("INSERT INTO " + table + " " + columns + " VALUES " + String.join(", ", values));
            }
        }
        if (merges == Merges.OPTIMIZE_FINAL) {
            execute("OPTIMIZE TABLE " + table + " FINAL");
        }
    }

    private static String settings(Query q) {
        return " SETTINGS split_parts_ranges_into_intersecting_and_non_intersecting_final = " + (q.splitNonIntersecting() ? 1 : 0)
                + ", split_intersecting_parts_ranges_into_layers_final = " + (q.splitLayers() ? 1 : 0)
                + ", max_threads = " + q.maxThreads() + ", max_final_threads = " + q.maxFinalThreads();
    }

    private static List<List<Long>> select(String sql) {
        List<List<Long>> out = new ArrayList<>();
        try (QueryResult r = session.execute(sql)) {
            for (List<Object> row : r.rows()) {
                out.add(row.stream().map(v -> ((Number) v).longValue()).toList());
            }
        }
        return out;
    }

    private static void execute(String sql) {
        session.execute(sql).close();
    }
}
