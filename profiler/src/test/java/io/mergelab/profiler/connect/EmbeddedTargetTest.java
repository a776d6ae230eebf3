package io.mergelab.profiler.connect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.profiler.run.TargetInfo;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EmbeddedTargetTest {
    private final EmbeddedTarget target = EmbeddedTarget.inMemory();

    @AfterEach
    void closeTarget() {
        target.close();
    }

    private static List<List<String>> rows(QueryTarget t, String sql) {
        return t.run(QueryRequest.of(sql)).rows();
    }

    private static void run(QueryTarget t, String sql) {
        t.run(QueryRequest.of(sql)).close();
    }

    @Test
    void resultsCarryClickHouseTypeNamesAndTabSeparatedTextWithNullForNull() {
        try (TargetResult result = target.run(QueryRequest.of("SELECT toUInt8(1) AS a, 'x\\ty' AS s, NULL AS n, "
                + "[1, 2] AS arr, ['a', 'b'] AS sa, toDate('2024-01-31') AS d, toNullable(3) AS maybe, 1.5 AS f"))) {
            assertThat(result.columns()).containsExactly(new ResultColumn("a", "UInt8"), new ResultColumn("s", "String"),
                    new ResultColumn("n", "Nullable(Nothing)"), new ResultColumn("arr", "Array(UInt8)"),
                    new ResultColumn("sa", "Array(String)"), new ResultColumn("d", "Date"),
                    new ResultColumn("maybe", "Nullable(UInt8)"), new ResultColumn("f", "Float64"));
            assertThat(result.hasResultSet()).isTrue();
            Iterator<List<List<String>>> chunks = result.chunks();
            assertThat(chunks.next()).containsExactly(Arrays.asList("1", "x\ty", null, "[1,2]", "['a','b']", "2024-01-31", "3", "1.5"));
            assertThat(chunks.hasNext()).isFalse();
        }
    }

    @Test
    void rowsStreamInChunksAndTheSummaryCountsThem() {
        TargetResult result = target.run(QueryRequest.of("SELECT number FROM numbers(10000)")
                .withSettings(Map.of("max_block_size", "1000")));
        int chunks = 0;
        long rows = 0;
        for (Iterator<List<List<String>>> it = result.chunks(); it.hasNext(); ) {
            List<List<String>> chunk = it.next();
            chunks++;
            rows += chunk.size();
        }
        result.close();

        assertThat(chunks).isGreaterThan(1);
        assertThat(rows).isEqualTo(10_000);
        assertThat(result.summary().resultRows()).isEqualTo(10_000);
        assertThat(result.summary().readRows()).isEqualTo(10_000);
    }

    @Test
    void statementsWithoutAResultSetHaveNoColumns() {
        TargetResult result = target.run(QueryRequest.of("CREATE TABLE t (x UInt8) ENGINE = Memory"));
        assertThat(result.hasResultSet()).isFalse();
        assertThat(result.rows()).isEmpty();
    }

    @Test
    void theTotalsRowOfWithTotalsComesApartFromTheRows() {
        try (TargetResult result = target.run(QueryRequest.of(
                "SELECT number % 2 AS k, count() FROM numbers(5) GROUP BY k WITH TOTALS ORDER BY k"))) {
            assertThat(result.rows()).containsExactly(List.of("0", "3"), List.of("1", "2"));
            assertThat(result.totals()).contains(List.of("0", "5"));
        }
        try (TargetResult plain = target.run(QueryRequest.of("SELECT 1"))) {
            plain.rows();
            assertThat(plain.totals()).isEmpty();
        }
    }

    @Test
    void keepsTheCurrentDatabaseAndSetBetweenStatementsLikeAConsole() {
        run(target, "CREATE DATABASE lab");
        run(target, "USE lab");
        run(target, "CREATE TABLE t (x UInt8) ENGINE = Memory");
        run(target, "INSERT INTO t VALUES (7)");
        run(target, "SET max_threads = 3");

        assertThat(rows(target, "SELECT x FROM lab.t")).containsExactly(List.of("7"));
        assertThat(rows(target, "SELECT x FROM t")).containsExactly(List.of("7"));
        assertThat(rows(target, "SELECT value FROM system.settings WHERE name = 'max_threads'")).containsExactly(List.of("3"));
    }

    @Test
    void settingsAndParametersOfARequestApplyToItAloneStartingInTheConsolesDatabase() {
        run(target, "CREATE DATABASE lab");
        run(target, "USE lab");
        run(target, "CREATE TABLE t (x UInt8) ENGINE = Memory");
        run(target, "INSERT INTO t VALUES (7)");

        assertThat(target.run(QueryRequest.of("SELECT x FROM t").withSettings(Map.of("max_threads", "1"))).rows())
                .containsExactly(List.of("7"));
        assertThat(target.run(QueryRequest.of("SELECT value FROM system.settings WHERE name = 'max_threads'")
                .withSettings(Map.of("max_threads", "5"))).rows()).containsExactly(List.of("5"));
        assertThat(target.run(QueryRequest.of("SELECT x + {add:UInt8} FROM t").withParameters(Map.of("add", "2"))).rows())
                .containsExactly(List.of("9"));
        assertThat(rows(target, "SELECT changed FROM system.settings WHERE name = 'max_threads'")).containsExactly(List.of("0"));
    }

    @Test
    void aRequestsSettingsSitOnTopOfTheSessionsAndItsUseAndSetPersist() {
        run(target, "CREATE DATABASE lab");
        run(target, "SET max_block_size = 100");
        target.run(QueryRequest.of("USE lab").withSettings(Map.of("max_threads", "2"))).close();
        target.run(QueryRequest.of("SET max_threads = 4").withParameters(Map.of("unused", "1"))).close();

        assertThat(target.run(QueryRequest.of("SELECT name, value FROM system.settings"
                + " WHERE name IN ('max_block_size', 'max_threads', 'use_skip_indexes') ORDER BY name")
                .withSettings(Map.of("use_skip_indexes", "0"))).rows())
                .containsExactly(List.of("max_block_size", "100"), List.of("max_threads", "4"), List.of("use_skip_indexes", "0"));
        run(target, "CREATE TABLE here (x UInt8) ENGINE = Memory");
        assertThat(rows(target, "SELECT database FROM system.tables WHERE name = 'here'")).containsExactly(List.of("lab"));
    }

    @Test
    void theRequestsQueryIdNamesTheStatementInTheQueryLog() {
        String queryId = "embedded-target-test-1";
        rowsOf(QueryRequest.of("SELECT 1").withQueryId(queryId));
        run(target, "SYSTEM FLUSH LOGS");

        assertThat(rows(target, "SELECT type FROM system.query_log WHERE query_id = '" + queryId + "' ORDER BY type"))
                .containsExactly(List.of("QueryStart"), List.of("QueryFinish"));
    }

    private List<List<String>> rowsOf(QueryRequest request) {
        return target.run(request).rows();
    }

    @Test
    void insertDataFeedsAnInsertWithoutInlineData() {
        run(target, "CREATE TABLE t (id UInt8, s String) ENGINE = Memory");
        QueryRequest insert = QueryRequest.of("INSERT INTO t FORMAT CSV")
                .withInsertData(new ByteArrayInputStream("1,\"a\"\n2,\"b\"\n".getBytes(StandardCharsets.UTF_8)));

        ResultSummary summary;
        try (TargetResult result = target.run(insert)) {
            result.rows();
            summary = result.summary();
        }

        assertThat(summary.writtenRows()).isEqualTo(2);
        assertThat(rows(target, "SELECT id, s FROM t ORDER BY id")).containsExactly(List.of("1", "a"), List.of("2", "b"));
    }

    @Test
    void engineErrorsBecomeTargetExceptionsWithTheCodeNameAndClientLine() {
        assertThatThrownBy(() -> target.run(QueryRequest.of("SELECT * FROM missing")))
                .isInstanceOfSatisfying(TargetException.class, e -> {
                    assertThat(e.code()).isEqualTo(60);
                    assertThat(e.codeName()).isEqualTo("UNKNOWN_TABLE");
                    assertThat(e.clientLine()).isEqualTo(
                            "Code: 60. DB::Exception: Table default.missing does not exist. (UNKNOWN_TABLE)");
                });
        assertThatThrownBy(() -> target.run(QueryRequest.of("SELECT 1").withSettings(Map.of("no_such_setting", "1"))))
                .isInstanceOfSatisfying(TargetException.class, e -> assertThat(e.codeName()).isEqualTo("UNKNOWN_SETTING"));
        assertThatThrownBy(() -> target.run(QueryRequest.of("SELEC 1")))
                .isInstanceOfSatisfying(TargetException.class, e -> assertThat(e.clientLine())
                        .startsWith("Code: 62. DB::Exception: Syntax error").endsWith("(SYNTAX_ERROR)").doesNotContain("\n"));
    }

    @Test
    void errorsWhileRowsStreamAreTargetExceptionsToo() {
        TargetResult result = target.run(QueryRequest.of("SELECT number FROM numbers(100000)")
                .withSettings(Map.of("max_rows_to_read", "10", "max_block_size", "10")));

        assertThatThrownBy(result::rows).isInstanceOfSatisfying(TargetException.class,
                e -> assertThat(e.codeName()).isEqualTo("TOO_MANY_ROWS"));
    }

    @Test
    void runFormattedWritesTheChosenFormatAndAFormatClauseWins() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ResultSummary summary = target.runFormatted(QueryRequest.of("SELECT number AS n FROM numbers(2)"), "CSVWithNames", out);
        target.runFormatted(QueryRequest.of("SELECT 'x' AS s FORMAT TSVWithNames"), "CSV", out);

        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("\"n\"\n0\n1\ns\nx\n");
        assertThat(summary.resultRows()).isEqualTo(2);
        assertThatThrownBy(() -> target.runFormatted(QueryRequest.of("SELECT 1"), "Parquetish", out))
                .isInstanceOfSatisfying(TargetException.class, e -> assertThat(e.clientLine())
                        .isEqualTo("Code: 73. DB::Exception: Unknown format Parquetish. (UNKNOWN_FORMAT)"));
    }

    @Test
    void cancelStopsTheStatementWithThatQueryIdFromAnotherThread() throws Exception {
        QueryRequest slow = QueryRequest.of("SELECT count() FROM numbers(100000000000) WHERE number % 7 = 3")
                .withQueryId("slow-one");
        CompletableFuture<Throwable> failure = CompletableFuture.supplyAsync(() -> {
            try {
                target.run(slow).rows();
                return null;
            } catch (RuntimeException e) {
                return e;
            }
        });
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!failure.isDone() && System.nanoTime() < deadline) {
            target.cancel("slow-one");
            Thread.sleep(50);
        }

        assertThat(failure.get(20, TimeUnit.SECONDS)).isInstanceOfSatisfying(TargetException.class,
                e -> assertThat(e.codeName()).isEqualTo("QUERY_WAS_CANCELLED"));
        target.cancel("no-such-query");
    }

    @Test
    void infoNamesTheKindTheDataDirectoryAndAVersion(@TempDir Path dir) {
        try (EmbeddedTarget opened = EmbeddedTarget.open(dir)) {
            TargetInfo info = opened.info();
            assertThat(info.kind()).isEqualTo("embedded");
            assertThat(info.description()).isEqualTo("embedded " + dir.toAbsolutePath().normalize());
            assertThat(info.engineVersion()).matches("MergeLab \\d+\\.\\d+\\.\\d+.*|\\d+\\..*");
        }
    }

    @Test
    void openedTargetPersistsTablesInItsDataDirectory(@TempDir Path dir) {
        try (EmbeddedTarget first = EmbeddedTarget.open(dir)) {
            run(first, "CREATE TABLE kept (x UInt8) ENGINE = MergeTree ORDER BY x");
            run(first, "INSERT INTO kept VALUES (1), (2)");
        }
        try (EmbeddedTarget second = EmbeddedTarget.open(dir)) {
            assertThat(rows(second, "SELECT count() FROM kept")).containsExactly(List.of("2"));
        }
    }

    @Test
    void aDataDirectoryInUseFailsToOpenWithATargetException(@TempDir Path dir) {
        try (EmbeddedTarget first = EmbeddedTarget.open(dir)) {
            assertThatThrownBy(() -> EmbeddedTarget.open(dir)).isInstanceOf(TargetException.class)
                    .hasMessageContaining(dir.getFileName().toString());
        }
    }
}
