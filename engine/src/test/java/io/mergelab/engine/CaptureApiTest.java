package io.mergelab.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the engine hands a profiler without SQL equals what the SQL statements give. */
class CaptureApiTest {
    private static final String QUERY = "SELECT count() FROM t WHERE s = 'needle' AND id > {min:UInt64}";
    private final Engine engine = Engine.inMemory();
    private final Session session = engine.newSession();

    @AfterEach
    void close() {
        engine.close();
    }

    private void createTable() {
        session.execute("CREATE TABLE t (id UInt64, s String, INDEX s_idx s TYPE bloom_filter GRANULARITY 1)"
                + " ENGINE = MergeTree PARTITION BY id % 2 ORDER BY id SETTINGS index_granularity = 64").close();
        session.execute("INSERT INTO t SELECT number, if(number % 500 = 0, 'needle', toString(number))"
                + " FROM numbers(5000)").close();
    }

    @Test
    void explainPlansGivesTheTextsOfTheThreeExplainStatementsWithTheGivenSettingsAndParameters() {
        createTable();
        Map<String, String> settings = Map.of("max_threads", "1", "use_skip_indexes_on_data_read", "1");
        Map<String, String> parameters = Map.of("min", "100");

        PlanExplains explains = session.explainPlans(QUERY, new QueryOptions("explain-1", settings, parameters));

        assertThat(explains.plan()).isEqualTo(text("EXPLAIN PLAN indexes = 1 " + QUERY, settings, parameters))
                .contains("Skip", "Name: s_idx");
        assertThat(explains.planJson())
                .isEqualTo(text("EXPLAIN PLAN indexes = 1, actions = 1, json = 1 " + QUERY, settings, parameters))
                .contains("\"Indexes\"");
        assertThat(explains.pipeline()).isEqualTo(text("EXPLAIN PIPELINE " + QUERY, settings, parameters))
                .contains("MergeTreeSelect");
        assertThat(text("SELECT count() FROM system.query_log WHERE query_id = 'explain-1'", Map.of(), Map.of()))
                .as("not logged").isEqualTo("0");
    }

    @Test
    void explainPlansFailsAsExplainDoes() {
        createTable();
        assertThatThrownBy(() -> session.explainPlans("INSERT INTO t VALUES (1, 'a')", QueryOptions.withQueryId("x")))
                .isInstanceOfSatisfying(MergeLabException.class,
                        e -> assertThat(e.code()).isEqualTo(ErrorCode.NOT_IMPLEMENTED));
        assertThatThrownBy(() -> session.explainPlans("SELECT nope FROM t", QueryOptions.withQueryId("y")))
                .isInstanceOf(MergeLabException.class);
    }

    @Test
    void aQuerysLogRowsAreWhatSelectStarByQueryIdGives() {
        createTable();
        session.execute(QUERY, null, new QueryOptions("q-1", Map.of(), Map.of("min", "7"))).rows();
        session.execute("SELECT 1").rows();

        SystemRows log = engine.queryLogRows("q-1");
        SystemRows processors = engine.processorsProfileLogRows("q-1");

        assertThat(log.rows()).hasSize(2).isEqualTo(rows("SELECT * FROM system.query_log WHERE query_id = 'q-1'"));
        assertThat(log.columnNames()).contains("type", "ProfileEvents", "query_id");
        assertThat(processors.rows()).isNotEmpty()
                .isEqualTo(rows("SELECT * FROM system.processors_profile_log WHERE query_id = 'q-1'"));
        assertThat(engine.queryLogRows("no-such-query").rows()).isEmpty();
    }

    @Test
    void logRowsPersistedByAnEarlierEngineAreFoundAfterARestart(@TempDir Path dir) {
        try (Engine first = Engine.open(dir)) {
            first.newSession().execute("SELECT 42", null, QueryOptions.withQueryId("before-restart")).rows();
        }
        try (Engine reopened = Engine.open(dir)) {
            Session s = reopened.newSession();
            reopened.newSession().execute("SELECT 1").rows();
            List<List<String>> expected = new ArrayList<>();
            QueryResult result = s.execute("SELECT * FROM system.query_log WHERE query_id = 'before-restart'");
            for (Iterator<List<List<String>>> chunks = result.textChunks(); chunks.hasNext(); ) {
                expected.addAll(chunks.next());
            }
            result.close();

            assertThat(reopened.queryLogRows("before-restart").rows()).hasSize(2).isEqualTo(expected);
            assertThat(reopened.processorsProfileLogRows("before-restart").rows()).isNotEmpty();
        }
    }

    @Test
    void aTablesPartsAreTheRowsOfSystemParts() {
        createTable();
        List<List<String>> expected = rows("SELECT database, table, partition, name, part_type, active, rows, marks,"
                + " bytes_on_disk, data_compressed_bytes, data_uncompressed_bytes, primary_key_bytes_in_memory, level,"
                + " min_block_number, max_block_number, toUnixTimestamp(modification_time) FROM system.parts"
                + " WHERE database = 'default' AND table = 't'");

        List<List<String>> parts = engine.parts("default", "t").stream().map(p -> List.of(p.database(), p.table(),
                p.partition(), p.name(), p.partType(), p.active() ? "1" : "0", "" + p.rows(), "" + p.marks(),
                "" + p.bytesOnDisk(), "" + p.dataCompressedBytes(), "" + p.dataUncompressedBytes(),
                "" + p.primaryKeyBytesInMemory(), "" + p.level(), "" + p.minBlockNumber(), "" + p.maxBlockNumber(),
                "" + p.modificationEpochSeconds())).toList();

        assertThat(parts).hasSize(2).isEqualTo(expected);
        assertThat(engine.parts("default", "missing")).isEmpty();
        assertThat(engine.parts("system", "query_log")).isEmpty();
    }

    /**
     * Waits until the merges' retired parts are deleted: the cleanup thread logs their RemovePart rows after the
     * statements returned, and one landing between the two reads compared below made CI fail.
     */
    private void awaitSettledPartLog() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        int seen = -1;
        int stableReads = 0;
        while (stableReads < 5 && System.nanoTime() < deadline) {
            int now = engine.partLogRows("default", "t", Instant.EPOCH).rows().size();
            stableReads = now == seen ? stableReads + 1 : 0;
            seen = now;
            Thread.sleep(100);
        }
    }

    @Test
    void aTablesPartLogRowsSinceAMomentAreWhatSelectStarByTableAndTimeGives() throws InterruptedException {
        createTable();
        session.execute("CREATE TABLE u (id UInt64) ENGINE = MergeTree ORDER BY id").close();
        session.execute("INSERT INTO u SELECT number FROM numbers(10)").close();
        session.execute("OPTIMIZE TABLE t FINAL").close();
        session.execute("INSERT INTO t SELECT number, 'x' FROM numbers(3)").close();

        awaitSettledPartLog();
        List<Instant> moments = new ArrayList<>(List.of(Instant.EPOCH, Instant.now().plusSeconds(3_600)));
        rows("SELECT DISTINCT toUnixTimestamp(event_time) FROM system.part_log")
                .forEach(row -> moments.add(Instant.ofEpochSecond(Long.parseLong(row.get(0)), 999_000_000)));
        for (Instant since : moments) {
            SystemRows log = engine.partLogRows("default", "t", since);

            assertThat(log.rows()).as(since.toString()).isEqualTo(rows("SELECT * FROM system.part_log"
                    + " WHERE database = 'default' AND table = 't' AND event_time >= toDateTime("
                    + since.getEpochSecond() + ") SETTINGS max_threads = 1"));
            assertThat(log.columnNames()).contains("event_type", "event_time_microseconds", "table_uuid");
        }
        assertThat(engine.partLogRows("default", "t", Instant.EPOCH).rows()).extracting(row -> row.get(2))
                .contains("NewPart", "MergeParts");
        assertThat(engine.partLogRows("default", "missing", Instant.EPOCH).rows()).isEmpty();
    }

    private String text(String sql, Map<String, String> settings, Map<String, String> parameters) {
        List<String> lines = new ArrayList<>();
        QueryResult result = session.execute(sql, null, new QueryOptions("sql-" + System.nanoTime(), settings,
                parameters));
        for (Iterator<List<List<String>>> chunks = result.textChunks(); chunks.hasNext(); ) {
            chunks.next().forEach(row -> lines.add(row.get(0)));
        }
        result.close();
        return String.join("\n", lines);
    }

    private List<List<String>> rows(String sql) {
        List<List<String>> rows = new ArrayList<>();
        QueryResult result = session.execute(sql);
        for (Iterator<List<List<String>>> chunks = result.textChunks(); chunks.hasNext(); ) {
            rows.addAll(chunks.next());
        }
        result.close();
        return rows;
    }
}
