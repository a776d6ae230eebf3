package io.mergelab.engine.analyzer;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * ORDER BY ... LIMIT with lazy materialization on gives exactly what it gives off: over several parts, many ties,
 * NULLs and NaNs, with WHERE/PREWHERE, OFFSET and expressions, on one and on several read streams.
 */
class LazyMaterializationTest {
    private static Engine engine;
    private static Session session;

    @BeforeAll
    static void load(@TempDir Path dir) {
        engine = Engine.open(dir);
        session = engine.newSession();
        session.execute("CREATE TABLE lt (id UInt64, k Nullable(Int32), f Float64, g UInt8, s String, n Nullable(String)) "
                + "ENGINE = MergeTree ORDER BY id SETTINGS index_granularity = 64").close();
        SplittableRandom r = new SplittableRandom(7);
        long id = 0;
        for (int part = 0; part < 4; part++) {
            StringBuilder sql = new StringBuilder("INSERT INTO lt VALUES ");
            for (int i = 0; i < 5_000; i++, id++) {
                if (i > 0) {
                    sql.append(',');
                }
                String k = r.nextInt(10) == 0 ? "NULL" : Integer.toString(r.nextInt(50) - 25);
                String f = r.nextInt(50) == 0 ? "nan" : String.format(Locale.ROOT, "%.1f", r.nextInt(2000) / 10.0);
                String n = r.nextInt(3) == 0 ? "NULL" : "'n" + r.nextInt(100) + "'";
                sql.append('(').append(id * 7 % 20_011).append(',').append(k).append(',').append(f).append(',')
                        .append(r.nextInt(4)).append(",'s").append(id).append("',").append(n).append(')');
            }
            session.execute(sql.toString()).close();
        }
    }

    @AfterAll
    static void close() {
        engine.close();
    }

    private static String run(String sql) {
        try (QueryResult res = session.execute(sql)) {
            return res.rows().stream().map(Object::toString).collect(Collectors.joining("\n"));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT id, s, n FROM lt ORDER BY k DESC LIMIT 10",
            "SELECT id, s FROM lt ORDER BY k NULLS FIRST, f DESC LIMIT 25 OFFSET 7",
            "SELECT s, n, k FROM lt WHERE g = 2 ORDER BY f LIMIT 40",
            "SELECT s, n FROM lt PREWHERE g != 1 WHERE k > 0 ORDER BY f DESC NULLS FIRST, k LIMIT 5",
            "SELECT concat(s, '-', ifNull(n, '?')) AS c, k * 2 AS kk FROM lt ORDER BY kk, id DESC LIMIT 30",
            "SELECT * FROM lt ORDER BY g, k LIMIT 100",
            "SELECT s FROM lt WHERE id > 1000000 ORDER BY k LIMIT 3",
            "SELECT s, f FROM lt ORDER BY f DESC LIMIT 1000",
            "SELECT n, s FROM lt ORDER BY n DESC, id LIMIT 20",
    })
    void sameResultsWithLazyMaterializationOnAndOff(String query) {
        for (String threads : List.of("max_threads = 1", "max_threads = 2, merge_tree_min_rows_for_concurrent_read = 1")) {
            String on = run(query + " SETTINGS " + threads);
            String off = run(query + " SETTINGS query_plan_optimize_lazy_materialization = 0, " + threads);
            assertThat(on).as(query + " with " + threads).isEqualTo(off);
        }
    }

    @Test
    void planReadsOnlySortAndFilterColumnsFirst() {
        String plan = run("EXPLAIN actions = 1 SELECT s, n FROM lt WHERE g = 1 ORDER BY k LIMIT 10");
        assertThat(plan).contains("JoinLazyColumnsStep", "LazilyReadFromMergeTree (default.lt)", "Lazily read columns: s, n");
    }

    @Test
    void limitAboveTheMaximumOrOptimizationOffReadsEagerly() {
        assertThat(run("EXPLAIN SELECT s FROM lt ORDER BY k LIMIT 11 SETTINGS query_plan_max_limit_for_lazy_materialization = 10"))
                .doesNotContain("LazilyReadFromMergeTree");
        assertThat(run("EXPLAIN SELECT s FROM lt ORDER BY k LIMIT 10 SETTINGS query_plan_max_limit_for_lazy_materialization = 10"))
                .contains("LazilyReadFromMergeTree");
        assertThat(run("EXPLAIN SELECT s FROM lt ORDER BY k LIMIT 10 SETTINGS query_plan_optimize_lazy_materialization = 0"))
                .doesNotContain("LazilyReadFromMergeTree");
    }

    @Test
    void queriesWithoutColumnsToDeferKeepThePlainPlan() {
        assertThat(run("EXPLAIN SELECT k FROM lt ORDER BY k LIMIT 10")).doesNotContain("LazilyReadFromMergeTree");
        assertThat(run("EXPLAIN SELECT g, count() FROM lt GROUP BY g ORDER BY g LIMIT 2")).doesNotContain("LazilyReadFromMergeTree");
        assertThat(run("EXPLAIN SELECT DISTINCT s FROM lt ORDER BY k LIMIT 2")).doesNotContain("LazilyReadFromMergeTree");
        assertThat(run("EXPLAIN SELECT s FROM lt ORDER BY k LIMIT 2 BY g LIMIT 3")).doesNotContain("LazilyReadFromMergeTree");
    }

    @Test
    void lazyReadReadsOnlyTheGranulesOfTheKeptRows() {
        long readRows;
        try (QueryResult res = session.execute("SELECT s, n FROM lt ORDER BY k DESC, id LIMIT 5 SETTINGS max_threads = 1")) {
            assertThat(res.rows()).hasSize(5);
            readRows = res.summary().readRows();
        }
        // the main read reads all 20,000 rows of k and id; the lazy one at most 5 granules of 64 rows
        assertThat(readRows).isBetween(20_001L, 20_000L + 5 * 64);
    }
}
