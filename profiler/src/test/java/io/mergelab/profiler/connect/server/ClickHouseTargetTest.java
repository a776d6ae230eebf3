package io.mergelab.profiler.connect.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.connect.CaptureFeature;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.ResultColumn;
import io.mergelab.profiler.connect.TargetResult;
import io.mergelab.profiler.testing.ClickHouseServer;
import io.mergelab.profiler.testing.ClickHouseExtension;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The server target against a real ClickHouse server (Debian's 18.16 in CI): results, sessions, inserts, catalog. */
class ClickHouseTargetTest {
    @RegisterExtension
    static final ClickHouseExtension clickhouse = ClickHouseExtension.singleServer();
    private ClickHouseTarget target;

    @BeforeEach
    void connect() {
        target = ClickHouseTarget.connect(ServerConnection.to(clickhouse.server().url().toString()));
    }

    @AfterEach
    void disconnect() {
        target.close();
    }

    @Test
    void aSelectGivesNamesTypesAndUnescapedValuesWithNullsAsNull() {
        try (TargetResult result = target.run(QueryRequest.of(
                "SELECT 1 AS n, 'a\\tb\\nc\\\\d' AS s, NULL AS nothing, [1, 2] AS arr, toDate('2024-01-31') AS d"))) {
            assertThat(result.columns()).containsExactly(new ResultColumn("n", "UInt8"),
                    new ResultColumn("s", "String"), new ResultColumn("nothing", "Nullable(Nothing)"),
                    new ResultColumn("arr", "Array(UInt8)"), new ResultColumn("d", "Date"));
            assertThat(result.rows()).containsExactly(Arrays.asList("1", "a\tb\nc\\d", null, "[1,2]", "2024-01-31"));
        }
    }

    @Test
    void aLastRowQuotingAnExceptionIsARowNotAFailure() {
        String quoted = "Code: 60, e.displayText() = DB::Exception: Table default.nope doesn't exist., e.what() = DB::Exception";
        assertThat(target.run(QueryRequest.of("SELECT 1 AS n, '" + quoted.replace("'", "\\'") + "' AS exception"))
                .rows()).containsExactly(List.of("1", quoted));
    }

    @Test
    void aLargeResultStreamsInChunksAndCountsItsRows() {
        TargetResult result = target.run(QueryRequest.of("SELECT number FROM system.numbers LIMIT 10000"));
        List<Integer> chunkSizes = new ArrayList<>();
        long sum = 0;
        for (Iterator<List<List<String>>> chunks = result.chunks(); chunks.hasNext(); ) {
            List<List<String>> chunk = chunks.next();
            chunkSizes.add(chunk.size());
            for (List<String> row : chunk) {
                sum += Long.parseLong(row.get(0));
            }
        }
        result.close();
        assertThat(chunkSizes).hasSizeGreaterThan(1);
        assertThat(sum).isEqualTo(9999L * 10000 / 2);
        assertThat(result.summary().resultRows()).isEqualTo(10000);
        assertThat(result.summary().elapsedNanos()).isPositive();
    }

    @Test
    void anEmptyResultStillHasItsColumnsAndDdlHasNone() {
        assertThat(target.run(QueryRequest.of("SELECT 1 AS x WHERE 0")).columns())
                .containsExactly(new ResultColumn("x", "UInt8"));
        try (TargetResult ddl = target.run(QueryRequest.of("CREATE TABLE IF NOT EXISTS ddl_probe (a UInt8) ENGINE = Memory"))) {
            assertThat(ddl.hasResultSet()).isFalse();
            assertThat(ddl.rows()).isEmpty();
        }
    }

    @Test
    void setAndUseLastForTheConnectionWhileARequestsSettingsApplyToItOnly() {
        target.run(QueryRequest.of("SET max_threads = 3")).close();
        String setting = "SELECT value FROM system.settings WHERE name = 'max_threads'";
        assertThat(target.run(QueryRequest.of(setting).withSettings(Map.of("max_threads", "5"))).rows())
                .containsExactly(List.of("5"));
        assertThat(target.run(QueryRequest.of(setting)).rows()).containsExactly(List.of("3"));
        target.run(QueryRequest.of("CREATE DATABASE IF NOT EXISTS elsewhere")).close();
        target.run(QueryRequest.of("USE elsewhere")).close();
        assertThat(target.run(QueryRequest.of("SELECT currentDatabase()")).rows())
                .containsExactly(List.of("elsewhere"));
        String url = clickhouse.server().url().toString();
        try (ClickHouseTarget other = ClickHouseTarget.connect(ServerConnection.to(url))) {
            assertThat(other.run(QueryRequest.of("SELECT currentDatabase()")).rows())
                    .containsExactly(List.of("default"));
        }
    }

    @Test
    void anInsertsDataTravelsAsTheBodyAndTheQueryIdReachesTheServer() {
        target.run(QueryRequest.of("CREATE TABLE inserted (a UInt32, s String) ENGINE = MergeTree ORDER BY a")).close();
        byte[] tsv = "1\tone\n2\ttwo\\tand a tab\n".getBytes(StandardCharsets.UTF_8);
        target.run(QueryRequest.of("INSERT INTO inserted FORMAT TSV").withInsertData(new ByteArrayInputStream(tsv))
                .withQueryId("insert-query-1")).close();
        assertThat(target.run(QueryRequest.of("SELECT a, s FROM inserted ORDER BY a")).rows())
                .containsExactly(List.of("1", "one"), List.of("2", "two\tand a tab"));
        assertThat(finishedRow("SELECT written_rows FROM system.query_log WHERE query_id = 'insert-query-1'"
                + " AND type = 2")).containsExactly(List.of("2"));
    }

    /** The rows of {@code sql} over the query log, flushed until they show: a closing row can land after the answer. */
    private List<List<String>> finishedRow(String sql) {
        long deadline = System.nanoTime() + java.time.Duration.ofSeconds(5).toNanos();
        List<List<String>> rows;
        do {
            target.run(QueryRequest.of("SYSTEM FLUSH LOGS")).close();
            rows = target.run(QueryRequest.of(sql)).rows();
        } while (rows.isEmpty() && System.nanoTime() < deadline);
        return rows;
    }

    @Test
    void onlyAnInsertWithoutInlineDataTakesTheRequestsData() {
        target.run(QueryRequest.of("CREATE TABLE fed (a UInt32) ENGINE = MergeTree ORDER BY a")).close();
        StringBuilder tsv = new StringBuilder();
        for (int i = 0; i < 300_000; i++) {
            tsv.append(i).append('\n');
        }
        ByteArrayInputStream data = new ByteArrayInputStream(tsv.toString().getBytes(StandardCharsets.UTF_8));
        assertThat(target.run(QueryRequest.of("SELECT 7").withInsertData(data)).rows()).containsExactly(List.of("7"));
        target.run(QueryRequest.of("INSERT INTO fed FORMAT TSV").withInsertData(data)).close();
        assertThat(target.run(QueryRequest.of("SELECT count(), sum(a) FROM fed")).rows())
                .containsExactly(List.of("300000", Long.toString(299_999L * 300_000 / 2)));
    }

    @Test
    void runFormattedWritesTheServersOwnOutput() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        target.runFormatted(QueryRequest.of("SELECT number, toString(number) FROM system.numbers LIMIT 3"),
                "CSV", out);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("0,\"0\"\n1,\"1\"\n2,\"2\"\n");
    }

    @Test
    void infoNamesTheUrlAndTheServersVersion() {
        assertThat(target.info().kind()).isEqualTo("clickhouse");
        assertThat(target.info().description()).isEqualTo(clickhouse.server().url().toString());
        String version = target.run(QueryRequest.of("SELECT version()")).rows().get(0).get(0);
        assertThat(target.info().engineVersion()).isEqualTo(version);
    }

    @Test
    void whatTheServerLacksIsNamedWithItsVersion() {
        String version = target.info().engineVersion();
        boolean old = version.startsWith("18.") || version.startsWith("19.");
        for (CaptureFeature feature : CaptureFeature.values()) {
            if (old && feature != CaptureFeature.PART_LOG) {
                assertThat(target.lacks(feature)).as(feature.label()).contains("not on this server (" + version + ")");
            }
        }
        // 18.16 has system.part_log where its configuration asks for it: a failed read names it missing instead
        assertThat(target.lacks(CaptureFeature.PART_LOG)).isEmpty();
        if (!old) {
            assertThat(target.lacks(CaptureFeature.EXPLAIN)).isEmpty();
        }
    }

    @Test
    void aUserWithAPasswordConnectsWithIt() {
        ServerConnection withPassword = ServerConnection.to(clickhouse.server().url().toString())
                .withUser(ClickHouseServer.PASSWORD_USER).withPassword(clickhouse.server().password());
        try (ClickHouseTarget authenticated = ClickHouseTarget.connect(withPassword)) {
            assertThat(authenticated.run(QueryRequest.of("SELECT 42")).rows()).containsExactly(List.of("42"));
            assertThat(withPassword.toString()).doesNotContain(clickhouse.server().password());
            assertThat(authenticated.info().description()).doesNotContain(clickhouse.server().password());
        }
    }
}
