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
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Random insert batches into a ReplacingMergeTree (several parts and partitions, keys repeated within and across
 * parts and partitions, random versions and deletes, with and without version / is_deleted columns; without merges,
 * after an OPTIMIZE halfway through, or after OPTIMIZE FINAL), read with
 * {@code SELECT ... FINAL} under every combination of the FINAL settings and thread counts, with and without WHERE on
 * key and non-key columns: the rows equal a deduplication computed here from the inserted batches — per key (per
 * partition and key when partitions are processed apart) the row with the highest version, ties and tables without
 * version to the last inserted; keys whose winner is deleted vanish; then the WHERE.
 */
class FinalReadPropertyTest {
    private static final AtomicInteger TABLES = new AtomicInteger();
    private static Path dataDir;
    private static Engine engine;
    private static Session session;

    /** The engine's arguments: version and is_deleted columns, version only, or none. */
    enum Columns { VERSION_AND_DELETED, VERSION, NONE }

    /**
     * No partition key, one derived from the key alone, one by a column fixed per batch and key ({@code p}), or one by a
     * column each row sets ({@code intDiv(val, 50)}).
     */
    enum Partitioning { NONE, BY_KEY, BY_COLUMN, BY_VALUE }

    /**
     * Merges before the read: none (level-0 parts only), {@code OPTIMIZE TABLE} after half of the batches (merged parts
     * next to newer ones), or {@code OPTIMIZE TABLE ... FINAL} after all of them (one part per partition).
     */
    enum Merges { NONE, OPTIMIZE_HALFWAY, OPTIMIZE_FINAL }

    /** One inserted row; {@code p} is the partition column, chosen per batch and key. */
    record Row(long key, long p, long ver, long del, long val, int batch, int index) {
    }

    record Query(boolean doNotMerge, boolean auto, boolean splitNonIntersecting, boolean splitLayers, int maxThreads,
                 int maxFinalThreads, String where) {
    }

    @BeforeContainer
    static void start() throws IOException {
        dataDir = Files.createTempDirectory("final-property");
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
        Arbitrary<long[]> row = Combinators.combine(Arbitraries.longs().between(0, 60), Arbitraries.longs().between(0, 4),
                Arbitraries.longs().between(0, 1), Arbitraries.longs().between(0, 99))
                .as((k, v, d, x) -> new long[] {k, v, d, x});
        // each batch draws its keys from a window of its own, so newer parts may leave stretches of older ones alone
        Arbitrary<List<long[]>> batch = Combinators.combine(row.list().ofMinSize(0).ofMaxSize(80),
                Arbitraries.longs().between(0, 50), Arbitraries.longs().between(3, 61))
                .as((rows, lo, width) -> rows.stream().map(r -> new long[] {lo + r[0] % width, r[1], r[2], r[3]}).toList());
        return batch.list().ofMinSize(1).ofMaxSize(6);
    }

    @Provide
    Arbitrary<Query> queries() {
        Arbitrary<String> where = Arbitraries.of("", "key BETWEEN 10 AND 35", "val < 50", "key % 3 = 1 AND val >= 20",
                "ver = 2 OR key = 7", "p = 1", "val >= 20 AND val < 70");
        return Combinators.combine(Arbitraries.of(false, true), Arbitraries.of(false, true), Arbitraries.of(false, true),
                Arbitraries.of(false, true), Arbitraries.of(1, 2, 4), Arbitraries.of(0, 1, 2, 3), where)
                .as(Query::new);
    }

    @Property(tries = 250)
    void finalEqualsDeduplicatedRows(@ForAll("batches") List<List<long[]>> batches, @ForAll Columns columns,
                                     @ForAll Partitioning partitioning, @ForAll Merges merges,
                                     @ForAll("queries") Query query) {
        String table = "final_" + TABLES.incrementAndGet();
        String args = switch (columns) {
            case VERSION_AND_DELETED -> "ver, del";
            case VERSION -> "ver";
            case NONE -> "";
        };
        String partitionBy = switch (partitioning) {
            case NONE -> "";
            case BY_KEY -> " PARTITION BY key % 3";
            case BY_COLUMN -> " PARTITION BY p";
            case BY_VALUE -> " PARTITION BY intDiv(val, 50)";
        };
        // Merging across partitions, a key's versions in several partitions collapse, and which wins a tie depends on
        // the order the insert split its block; a condition on the partition column prunes whole partitions first
        // (as in ClickHouse). Both make the result depend on more than the rows: such cases are left out.
        boolean spansPartitions = partitioning == Partitioning.BY_COLUMN || partitioning == Partitioning.BY_VALUE;
        Assume.that(query.doNotMerge() || partitioning != Partitioning.BY_VALUE);
        Assume.that(query.doNotMerge() || partitioning != Partitioning.BY_COLUMN || !query.where().startsWith("p "));
        // a merged part holds rows of many inserts: across partitions "last inserted" is no longer a part order
        Assume.that(query.doNotMerge() || !spansPartitions || merges == Merges.NONE);
        execute("CREATE TABLE " + table + " (key UInt32, p UInt8, ver UInt32, del UInt8, val Int32) ENGINE = "
                + "ReplacingMergeTree(" + args + ")" + partitionBy + " ORDER BY key SETTINGS index_granularity = 4");
        try {
            List<Row> rows = insert(table, batches, merges);
            String where = query.where().isEmpty() ? "" : " WHERE " + query.where();
            String sql = "SELECT key, p, ver, del, val FROM " + table + " FINAL" + where + " ORDER BY key, p, ver, del, val"
                    + " SETTINGS do_not_merge_across_partitions_select_final = " + bit(query.doNotMerge())
                    + ", enable_automatic_decision_for_merging_across_partitions_for_final = " + bit(query.auto())
                    + ", split_parts_ranges_into_intersecting_and_non_intersecting_final = " + bit(query.splitNonIntersecting())
                    + ", split_intersecting_parts_ranges_into_layers_final = " + bit(query.splitLayers())
                    + ", max_threads = " + query.maxThreads() + ", max_final_threads = " + query.maxFinalThreads();
            // partitioned by key, a key lives in one partition
            Partitioning groups = query.doNotMerge() && spansPartitions ? partitioning : Partitioning.NONE;
            assertThat(select(sql)).as(sql).isEqualTo(expected(rows, columns, groups, query.where()));
        } finally {
            execute("DROP TABLE " + table);
        }
    }

    /** Inserts each batch with one INSERT, merging as {@code merges} says; a key's partition column is fixed within a batch. */
    private static List<Row> insert(String table, List<List<long[]>> batches, Merges merges) {
        List<Row> rows = new ArrayList<>();
        for (int b = 0; b < batches.size(); b++) {
            if (merges == Merges.OPTIMIZE_HALFWAY && b == batches.size() / 2) {
                execute("OPTIMIZE TABLE " + table);
            }
            List<long[]> batch = batches.get(b);
            if (batch.isEmpty()) {
                continue;
            }
            List<String> values = new ArrayList<>();
            for (int i = 0; i < batch.size(); i++) {
                long[] r = batch.get(i);
                Row row = new Row(r[0], Math.floorMod((r[0] * 31 + b * 7) % 5, 3), r[1], r[2], r[3], b, i);
                rows.add(row);
                values.add("(" + row.key() + ", " + row.p() + ", " + row.ver() + ", " + row.del() + ", " + row.val() + ")");
            }
            execute("INSERT INTO " + table + " VALUES " + String.join(", ", values));
        }
        if (merges == Merges.OPTIMIZE_FINAL) {
            execute("OPTIMIZE TABLE " + table + " FINAL");
        }
        return rows;
    }

    /** The winners per key, or per partition and key when {@code partitions} is not NONE, that pass {@code where}. */
    private static List<List<Long>> expected(List<Row> rows, Columns columns, Partitioning partitions, String where) {
        Map<List<Long>, Row> winners = new HashMap<>();
        for (Row r : rows) {
            List<Long> group = switch (partitions) {
                case NONE, BY_KEY -> List.of(r.key());
                case BY_COLUMN -> List.of(r.p(), r.key());
                case BY_VALUE -> List.of(r.val() / 50, r.key());
            };
            // rows come in insertion order, so a later row of equal version replaces the earlier one
            winners.merge(group, r, (old, neu) -> columns != Columns.NONE && old.ver() > neu.ver() ? old : neu);
        }
        List<List<Long>> out = new ArrayList<>();
        for (Row w : winners.values()) {
            if (columns == Columns.VERSION_AND_DELETED && w.del() == 1) {
                continue;
            }
            if (matches(w, where)) {
                out.add(List.of(w.key(), w.p(), w.ver(), w.del(), w.val()));
            }
        }
        out.sort(ROWS);
        return out;
    }

    private static boolean matches(Row r, String where) {
        return switch (where) {
            case "" -> true;
            case "key BETWEEN 10 AND 35" -> r.key() >= 10 && r.key() <= 35;
            case "val < 50" -> r.val() < 50;
            case "key % 3 = 1 AND val >= 20" -> r.key() % 3 == 1 && r.val() >= 20;
            case "ver = 2 OR key = 7" -> r.ver() == 2 || r.key() == 7;
            case "p = 1" -> r.p() == 1;
            case "val >= 20 AND val < 70" -> r.val() >= 20 && r.val() < 70;
            default -> throw new IllegalArgumentException(where);
        };
    }

    private static final Comparator<List<Long>> ROWS = (a, b) -> {
        for (int i = 0; i < a.size(); i++) {
            int c = Long.compare(a.get(i), b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return 0;
    };

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

    private static String bit(boolean b) {
        return b ? "1" : "0";
    }
}
