package io.mergelab.engine.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.mergelab.engine.testing.MachineLoad;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Guards against pathological slowness (quadratic or exponential parsing), not a benchmark. Absolute times say
 * little on a shared 2-core machine, so the test compares the cost per character of a short and an eight-times
 * longer statement, measured interleaved so that both see the same load: linear parsing keeps the ratio near 1,
 * quadratic parsing makes it about 8. Measured warm on the quiet dev box: a 10 KB SELECT parses in about 0.18 ms.
 */
class ParserPerformanceTest {

    private static final int SHORT_CHARS = 2_500;
    private static final int LONG_CHARS = 20_000;

    private static String select(int chars) {
        StringBuilder sb = new StringBuilder("SELECT ");
        for (int i = 0; sb.length() < chars; i++) {
            sb.append(i > 0 ? ", " : "").append("sumIf(col_").append(i).append(" * 2 + 1, ts >= toDate('2024-01-01')")
                    .append(" AND s LIKE '%x").append(i).append("%') AS a").append(i);
        }
        return sb.append(" FROM db.events FINAL WHERE client_id IN (1, 2, 3) GROUP BY client_id").toString();
    }

    private static String insert(int chars) {
        StringBuilder sb = new StringBuilder("INSERT INTO t VALUES ");
        for (int i = 0; sb.length() < chars; i++) {
            sb.append(i > 0 ? ", " : "").append('(').append(i).append(", 'name_").append(i).append("', 1.5, NULL)");
        }
        return sb.toString();
    }

    @Test
    void parseTimeGrowsLinearlyWithStatementLength() {
        assertLinear(select(SHORT_CHARS), select(LONG_CHARS));
        assertLinear(insert(SHORT_CHARS), insert(LONG_CHARS));
    }

    private static void assertLinear(String shortSql, String longSql) {
        for (int i = 0; i < 500; i++) {
            SqlParser.parse(shortSql);
            SqlParser.parse(longSql);
        }
        double bestShort = Double.MAX_VALUE;
        double bestLong = Double.MAX_VALUE;
        for (int round = 0; round < 15; round++) {
            bestShort = Math.min(bestShort, nanosPerChar(shortSql, 16));
            bestLong = Math.min(bestLong, nanosPerChar(longSql, 2));
        }
        assertThat(bestLong / bestShort)
                .as("cost per char of %s chars over %s chars", longSql.length(), shortSql.length())
                .isLessThan(3.0);
    }

    private static double nanosPerChar(String sql, int parses) {
        long start = System.nanoTime();
        for (int i = 0; i < parses; i++) {
            SqlParser.parse(sql);
        }
        return (double) (System.nanoTime() - start) / parses / sql.length();
    }

    @Test
    void constructsThatLookAheadStayLinear() {
        // 5 s, stretched by the load per core: at a load of 50 on 2 cores these took over 5 s
        assertTimeoutPreemptively(Duration.ofMillis((long) (5_000 * MachineLoad.slowdown())), () -> {
            parseOrFail("SELECT " + "CAST(".repeat(200) + "x" + ", 'T')".repeat(200));
            parseOrFail("SELECT " + "interval - ".repeat(200) + "x");
            parseOrFail("SELECT " + "(".repeat(100) + "SELECT 1" + ")".repeat(100));
            parseOrFail("SELECT x IN (" + "a, ".repeat(20_000) + "b)");
            parseOrFail("SELECT " + "1 + ".repeat(20_000) + "1");
            parseOrFail("CREATE TABLE t (" + "index UInt8 DEFAULT 1, ".repeat(2_000) + "a UInt8) ENGINE = Memory");
            assertThat(SqlScript.split("SELECT 'x';\n".repeat(20_000))).hasSize(20_000);
        });
    }

    private static void parseOrFail(String sql) {
        assertThat(SqlParser.parse(sql)).isNotNull();
    }
}
