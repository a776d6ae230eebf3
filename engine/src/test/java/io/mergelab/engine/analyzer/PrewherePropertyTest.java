package io.mergelab.engine.analyzer;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Random parts (granularity, number of inserts and rows), random conditions and query shapes: PREWHERE, WHERE moved
 * to PREWHERE and WHERE kept as a filter (optimize_move_to_prewhere = 0) return the same rows.
 */
class PrewherePropertyTest {
    private static final List<String> CONDITIONS = List.of("k = %d", "k > %d", "n < %d * 10", "n IS NULL AND k != %d",
            "s = '%d'", "has(arr, %d %% 3)", "k = %d OR n > 150", "k %% 3 = %d %% 3 AND s != '1'", "flag AND id > %d",
            "n %% 7 = %d %% 7 AND lc = 'b'", "id IN (1, %d, 1003, 2005)");
    private static final List<String> SHAPES = List.of(
            "SELECT id, k, n, s, arr, lc FROM p %s ORDER BY id",
            "SELECT count(), sum(id), sum(length(arr)) FROM p %s",
            "SELECT k, count(), max(n) FROM p %s GROUP BY k ORDER BY k",
            "SELECT s, id FROM p %s ORDER BY n DESC, id LIMIT 3",
            "SELECT id FROM p %s ORDER BY id LIMIT 4");
    private static Path dir;
    private static Engine engine;
    private static Session session;
    private static int tables;

    record Query(String shape, String condition) {
        String with(String clause) {
            return String.format(shape, clause + " " + condition);
        }
    }

    @BeforeContainer
    static void open() throws IOException {
        dir = Files.createTempDirectory("prewhere-property-");
        engine = Engine.open(dir);
        session = engine.newSession();
    }

    @AfterContainer
    static void close() {
        engine.close();
    }

    @Provide
    Arbitrary<Query> queries() {
        Arbitrary<String> conditions = Combinators.combine(Arbitraries.of(CONDITIONS), Arbitraries.integers().between(0, 20))
                .as((c, v) -> c.replace("%d", String.valueOf(v)).replace("%%", "%"));
        return Combinators.combine(Arbitraries.of(SHAPES), conditions).as(Query::new);
    }

    @Property(tries = 30)
    void prewhereMovedAndKeptWhereAgree(@ForAll @IntRange(min = 1, max = 9) int granularity,
                                        @ForAll @IntRange(min = 1, max = 3) int inserts,
                                        @ForAll @IntRange(min = 0, max = 60) int rows,
                                        @ForAll @IntRange(min = 1, max = 3) int threads,
                                        @ForAll("queries") Query query) {
        String table = "p" + tables++;
        run("CREATE TABLE " + table + " (id UInt64, k Int32, n Nullable(Int64), s String, lc LowCardinality(String), "
                + "arr Array(UInt8), flag UInt8) ENGINE = MergeTree ORDER BY id SETTINGS index_granularity = " + granularity);
        for (int i = 0; i < inserts; i++) {
            run("INSERT INTO " + table + " SELECT number + " + i * 1000 + ", toInt32(number % 11), if(number % 5 = 0, NULL, "
                    + "toInt64(number * 3)), toString(number % 4), ['a', 'b', 'c'][number % 3 + 1], "
                    + "[[], [1], [1, 2]][number % 3 + 1], number % 2 FROM numbers(" + (rows + i * 7) + ")");
        }
        String settings = " SETTINGS max_threads = " + threads;
        String prewhere = query.with("PREWHERE").replace("FROM p ", "FROM " + table + " ") + settings;
        String moved = query.with("WHERE").replace("FROM p ", "FROM " + table + " ") + settings;
        String kept = moved + ", optimize_move_to_prewhere = 0";
        List<List<Object>> expected = rows(kept);
        assertThat(rows(prewhere)).as(prewhere).isEqualTo(expected);
        assertThat(rows(moved)).as(moved).isEqualTo(expected);
        run("DROP TABLE " + table);
    }

    private static void run(String sql) {
        session.execute(sql).close();
    }

    private static List<List<Object>> rows(String sql) {
        try (QueryResult r = session.execute(sql)) {
            return r.rows();
        }
    }
}
