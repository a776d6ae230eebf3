package io.mergelab.engine.index.stream;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * For random data, skip index definitions and predicates, a query returns the same rows whether skip indexes are
 * checked while reading (streaming), before reading (upfront) or not used, and whether the query condition cache
 * answers (a query run twice with the cache on).
 */
class SkipIndexReadModesPropertyTest {
    private static final String[] WORDS = {"ant", "bee", "cat", "dog", "eel", "fox"};
    private static Engine engine;
    private static Session session;
    private static int tables;

    @BeforeContainer
    static void open() {
        engine = Engine.inMemory();
        session = engine.newSession();
    }

    @AfterContainer
    static void close() {
        engine.close();
    }

    @Property(tries = 40)
    void everyReadModeReturnsTheSameRows(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        String table = "t" + (++tables);
        int granularity = 1 + random.nextInt(20);
        List<String> indexes = new ArrayList<>();
        indexes.add("INDEX a_mm a TYPE minmax GRANULARITY " + (1 + random.nextInt(3)));
        if (random.nextBoolean()) {
            indexes.add("INDEX b_set b TYPE set(" + random.nextInt(4) + ") GRANULARITY " + (1 + random.nextInt(3)));
        }
        if (random.nextBoolean()) {
            indexes.add("INDEX ab_mm (a, b) TYPE minmax GRANULARITY " + (1 + random.nextInt(4)));
        }
        execute("CREATE TABLE " + table + " (k UInt64, a Int64, b String, " + String.join(", ", indexes)
                + ") ENGINE = MergeTree ORDER BY k SETTINGS index_granularity = " + granularity);
        int inserts = 1 + random.nextInt(3);
        long k = 0;
        for (int i = 0; i < inserts; i++) {
            int rows = 1 + random.nextInt(300);
            StringBuilder values = new StringBuilder();
            for (int r = 0; r < rows; r++) {
                // runs of equal values so that granules differ and indexes can prune
                long a = (k / (1 + random.nextInt(8))) % 40 - 10;
                values.append(r == 0 ? "" : ", ").append('(').append(k++).append(", ").append(a).append(", '")
                        .append(WORDS[(int) Math.floorMod(a, WORDS.length)]).append("')");
            }
            execute("INSERT INTO " + table + " VALUES " + values);
        }
        for (int q = 0; q < 4; q++) {
            String sql = "SELECT k, a, b FROM " + table + " WHERE " + predicate(random) + " ORDER BY k SETTINGS max_threads = "
                    + (1 + random.nextInt(3)) + ", max_block_size = " + (1 + random.nextInt(100));
            List<List<Object>> expected = rows(sql + ", use_skip_indexes = 0, use_query_condition_cache = 0");
            assertThat(rows(sql + ", use_skip_indexes_on_data_read = 1, use_query_condition_cache = 0")).as(sql).isEqualTo(expected);
            assertThat(rows(sql + ", use_skip_indexes_on_data_read = 0, use_query_condition_cache = 0")).as(sql).isEqualTo(expected);
            assertThat(rows(sql + ", use_query_condition_cache = 1")).as(sql).isEqualTo(expected);
            assertThat(rows(sql + ", use_query_condition_cache = 1")).as(sql + " (cached)").isEqualTo(expected);
        }
        execute("DROP TABLE " + table);
    }

    private static String predicate(SplittableRandom random) {
        long c = random.nextInt(40) - 10;
        String w = WORDS[random.nextInt(WORDS.length)];
        return switch (random.nextInt(10)) {
            case 0 -> "a = " + c;
            case 1 -> "a < " + c;
            case 2 -> "a >= " + c + " AND a <= " + (c + random.nextInt(5));
            case 3 -> "a IN (" + c + ", " + (c + 3) + ")";
            case 4 -> "b = '" + w + "'";
            case 5 -> "b IN ('" + w + "', 'zzz')";
            case 6 -> "NOT (a = " + c + ")";
            case 7 -> "a = " + c + " OR b = '" + w + "'";
            case 8 -> "a != " + c + " AND b != '" + w + "'";
            default -> "(a, b) = (" + c + ", '" + w + "') OR k < 3";
        };
    }

    private static void execute(String sql) {
        session.execute(sql).close();
    }

    private static List<List<Object>> rows(String sql) {
        try (QueryResult r = session.execute(sql)) {
            return r.rows();
        }
    }
}
