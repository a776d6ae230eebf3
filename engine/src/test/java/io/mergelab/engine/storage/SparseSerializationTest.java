package io.mergelab.engine.storage;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.EngineConfig;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.testing.TabSeparatedLines;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Columns stored sparse ({@code ratio_of_defaults_for_sparse_serialization}): what the parts hold on disk, and every
 * query answering as on a twin table written dense (ratio 1) with the same rows, through inserts, merges, mutations,
 * ALTER ADD, RENAME and DROP COLUMN, detach/attach of a part and a restart.
 */
class SparseSerializationTest {
    private static final String COLUMNS = "k UInt64, i8 Int8, u8 UInt8, i16 Int16, u16 UInt16, i32 Int32, u32 UInt32,"
            + " i64 Int64, u64 UInt64, d Date, dt DateTime, s String, INDEX ix i16 TYPE minmax GRANULARITY 1";
    /** Rows whose columns are not 0: one in 20, and the granule of rows 2000-2099 whole. */
    private static final String VALUES = "toInt8(if(%1$s, -1 - toInt64(number %% 100), 0)), toUInt8(if(%1$s, 1 + number %% 250, 0)),"
            + " toInt16(if(%1$s, toInt64(number) - 5000, 0)), toUInt16(if(%1$s, 65535 - number %% 7, 0)),"
            + " toInt32(if(%1$s, -100000 - toInt64(number), 0)), toUInt32(if(%1$s, 4294967295 - number, 0)),"
            + " toInt64(if(%1$s, -toInt64(number) * 1000000007, 0)), toUInt64(if(%1$s, number * 3, 0)),"
            + " toDate(if(%1$s, 19000 + number %% 1000, 0)), toDateTime(if(%1$s, 1700000000 + number, 0)), toString(number %% 10)";
    private static final String SPARSE_ROWS = "(number % 20 = 3 OR intDiv(number, 100) = 20)";
    /** 15% of rows not 0: below a ratio of 0.9, so such a part stores every column dense. */
    private static final String DENSE_ROWS = "(number % 20 IN (1, 5, 9))";

    private static final List<String> QUERIES = List.of(
            "SELECT count() FROM %s WHERE i16 <> 0",
            "SELECT count() FROM %s WHERE i16 = 0",
            "SELECT count() FROM %s WHERE i8 > -1",
            "SELECT count() FROM %s WHERE u8 IN (0, 5)",
            "SELECT count() FROM %s WHERE u16 <> 0",
            "SELECT count() FROM %s WHERE u16 = 65535",
            "SELECT count() FROM %s WHERE i32 < -100500",
            "SELECT count() FROM %s WHERE u32 >= 4294960000",
            "SELECT count(), sum(i16), min(i16), max(i16) FROM %s WHERE i16 <> 0",
            "SELECT count(), sum(u32), min(u32), max(u32) FROM %s WHERE u32 = 0 OR u32 > 4294967000",
            "SELECT count(), sum(i8), avg(i16), min(u16), max(i32), sum(u32), min(u8), max(u8) FROM %s",
            "SELECT sum(i64), sum(u64), min(i64), max(u64), min(d), max(dt) FROM %s",
            "SELECT i8, count() FROM %s WHERE i8 <> 0 GROUP BY i8 ORDER BY count() DESC, i8 LIMIT 5",
            "SELECT u8, count() FROM %s GROUP BY u8 ORDER BY u8 LIMIT 4",
            "SELECT k, i16, u32, d FROM %s WHERE i16 <> 0 ORDER BY k LIMIT 7",
            "SELECT k, i16, u16 FROM %s WHERE k BETWEEN 2095 AND 2105 ORDER BY k",
            "SELECT count() FROM %s PREWHERE i32 = 0 WHERE s = '3'",
            "SELECT count(), sum(k) FROM %s WHERE i16 BETWEEN -4000 AND 100",
            "SELECT count() FROM %s WHERE i16 > 3000",
            "SELECT sum(i16), count() FROM %s WHERE k >= 2000 AND k < 2100",
            "SELECT k FROM %s WHERE u8 = 4 ORDER BY k LIMIT 3",
            "SELECT groupArray(i8) FROM (SELECT i8 FROM %s ORDER BY k LIMIT 25)");

    @TempDir
    Path dir;
    private Engine engine;
    private Session session;

    @BeforeEach
    void open() {
        engine = Engine.open(dir, EngineConfig.defaults());
        session = engine.newSession();
    }

    @AfterEach
    void close() {
        engine.close();
    }

    @Test
    void partsMostlyOfZerosStoreThemSparseAndAnswerAsDense() throws IOException {
        createTwins("MergeTree");
        insert(SPARSE_ROWS, 0, 10_000);
        insert(DENSE_ROWS, 10_000, 2_000);
        Path sparsePart = partDir("s", "all_1_1_0");
        assertThat(Files.readString(sparsePart.resolve("format_version.txt"))).isEqualTo("2");
        assertThat(sparsePart.resolve("i16.sparse.idx.bin")).exists();
        assertThat(sparsePart.resolve("i16.sparse.idx.mrk2")).exists();
        assertThat(sparsePart.resolve("k.sparse.idx.bin")).doesNotExist();
        assertThat(sparsePart.resolve("s.sparse.idx.bin")).doesNotExist();
        String kinds = Files.readString(sparsePart.resolve("serialization.json"));
        assertThat(kinds).contains("{\"name\":\"i16\",\"kind\":\"Sparse\",\"num_defaults\":9405}")
                .contains("{\"name\":\"k\",\"kind\":\"Default\",\"num_defaults\":1}")
                .doesNotContain("\"s\"");
        Path densePart = partDir("s", "all_2_2_0");
        assertThat(densePart.resolve("serialization.json")).doesNotExist();
        assertThat(Files.readString(densePart.resolve("format_version.txt"))).isEqualTo("1");
        assertThat(partDir("d", "all_1_1_0").resolve("serialization.json")).doesNotExist();
        // system.parts counts the sparse streams: 10 of the 11 integer columns of the first part hold 6% of the values
        long sparseBytes = Long.parseLong(rows("SELECT data_uncompressed_bytes FROM system.parts WHERE table = 's' AND name = 'all_1_1_0'").get(0));
        long denseBytes = Long.parseLong(rows("SELECT data_uncompressed_bytes FROM system.parts WHERE table = 'd' AND name = 'all_1_1_0'").get(0));
        assertThat(sparseBytes).isLessThan(denseBytes * 2 / 5);
        assertSameAnswers();
        assertThat(rows("CHECK TABLE s")).containsExactly("1");

        // a merge decides anew: 93% zeros over both parts
        session.execute("OPTIMIZE TABLE s FINAL").close();
        session.execute("OPTIMIZE TABLE d FINAL").close();
        assertThat(partDir("s", "all_1_2_1").resolve("i16.sparse.idx.bin")).exists();
        assertSameAnswers();

        // a mutation making a column all zeros keeps it sparse; one filling it stores it dense
        session.execute("ALTER TABLE s UPDATE u64 = k + 1, i16 = 0 WHERE 1").close();
        session.execute("ALTER TABLE d UPDATE u64 = k + 1, i16 = 0 WHERE 1").close();
        Path mutated = onlyPart("s");
        assertThat(mutated.resolve("u64.sparse.idx.bin")).doesNotExist();
        assertThat(mutated.resolve("i16.sparse.idx.bin")).exists();
        assertSameAnswers();

        // a column added later: read as its defaults beside the stored ones
        for (String t : List.of("s", "d")) {
            session.execute("ALTER TABLE " + t + " ADD COLUMN extra Int32 DEFAULT 0").close();
            session.execute("INSERT INTO " + t + " SELECT number, " + VALUES.formatted(SPARSE_ROWS) + ", if(number % 50 = 0, 9, 0)"
                    + " FROM numbers(20000, 3000)").close();
        }
        assertSameAnswers();
        assertThat(rows("SELECT count(), sum(extra) FROM s WHERE extra <> 0")).isEqualTo(rows("SELECT count(), sum(extra) FROM d WHERE extra <> 0"));

        // RENAME and DROP of a sparse column keep the part readable
        session.execute("ALTER TABLE s RENAME COLUMN i8 TO j8").close();
        session.execute("ALTER TABLE s RENAME COLUMN j8 TO i8").close();
        session.execute("ALTER TABLE s DROP COLUMN u8").close();
        session.execute("ALTER TABLE d DROP COLUMN u8").close();
        assertThat(rows("SELECT count(), sum(i8) FROM s WHERE i8 <> 0")).isEqualTo(rows("SELECT count(), sum(i8) FROM d WHERE i8 <> 0"));

        assertThat(rows("CHECK TABLE s")).containsExactly("1");
        engine.close();
        engine = Engine.open(dir, EngineConfig.defaults());
        session = engine.newSession();
        assertThat(rows("SELECT count(), sum(i16), sum(i32), min(i32) FROM s WHERE i32 <> 0"))
                .isEqualTo(rows("SELECT count(), sum(i16), sum(i32), min(i32) FROM d WHERE i32 <> 0"));
    }

    @Test
    void theRatioIsAShareOfZerosStrictlyAbove() throws IOException {
        session.execute("CREATE TABLE r (k UInt64, a UInt32, b UInt32) ENGINE = MergeTree ORDER BY k"
                + " SETTINGS ratio_of_defaults_for_sparse_serialization = 0.9, min_bytes_for_wide_part = 0").close();
        // a: 900 of 1000 zeros (exactly 0.9: dense); b: 901 (sparse)
        session.execute("INSERT INTO r SELECT number, if(number < 100, 1, 0), if(number < 99, 1, 0) FROM numbers(1000)").close();
        Path part = partDir("r", "all_1_1_0");
        assertThat(part.resolve("a.sparse.idx.bin")).doesNotExist();
        assertThat(part.resolve("b.sparse.idx.bin")).exists();
        assertThat(rows("SELECT sum(a), sum(b), count() FROM r WHERE b = 0")).containsExactly("1\t0\t901");
    }

    @Test
    void detachedAndAttachedPartsKeepTheirKinds() throws IOException {
        createTwins("MergeTree");
        insert(SPARSE_ROWS, 0, 5_000);
        session.execute("ALTER TABLE s DETACH PART 'all_1_1_0'").close();
        assertThat(rows("SELECT count() FROM s")).containsExactly("0");
        session.execute("ALTER TABLE s ATTACH PART 'all_1_1_0'").close();
        assertSameAnswers();
    }

    @Test
    void finalReadsSparseAndDenseParts() throws IOException {
        createTwins("ReplacingMergeTree");
        insert(SPARSE_ROWS, 0, 5_000);
        insert(DENSE_ROWS, 2_500, 5_000);
        for (String q : List.of("SELECT count(), sum(i16), sum(u32), max(i8) FROM %s FINAL",
                "SELECT count() FROM %s FINAL WHERE i16 <> 0", "SELECT k, i16 FROM %s FINAL WHERE i32 <> 0 ORDER BY k LIMIT 5")) {
            assertThat(rows(q.formatted("s"))).as(q).isEqualTo(rows(q.formatted("d")));
        }
    }

    private void createTwins(String engineName) {
        session.execute("CREATE TABLE s (" + COLUMNS + ") ENGINE = " + engineName + " ORDER BY k"
                + " SETTINGS index_granularity = 100, ratio_of_defaults_for_sparse_serialization = 0.9, min_bytes_for_wide_part = 0").close();
        session.execute("CREATE TABLE d (" + COLUMNS + ") ENGINE = " + engineName + " ORDER BY k"
                + " SETTINGS index_granularity = 100, ratio_of_defaults_for_sparse_serialization = 1, min_bytes_for_wide_part = 0").close();
    }

    private void insert(String nonZero, long first, long count) {
        for (String t : List.of("s", "d")) {
            session.execute("INSERT INTO " + t + " SELECT number, " + VALUES.formatted(nonZero) + " FROM numbers("
                    + first + ", " + count + ")").close();
        }
    }

    private void assertSameAnswers() {
        for (String q : QUERIES) {
            for (String settings : List.of("", " SETTINGS max_threads = 1, max_block_size = 250",
                    " SETTINGS optimize_move_to_prewhere = 0", " SETTINGS optimize_aggregation_from_block_totals = 0")) {
                List<String> dense = rows(q.formatted("d") + settings);
                assertThat(rows(q.formatted("s") + settings)).as(q + settings).isEqualTo(dense);
            }
        }
    }

    private Path partDir(String table, String part) {
        List<String> path = rows("SELECT path FROM system.parts WHERE table = '" + table + "' AND name = '" + part + "'");
        assertThat(path).as("part " + part + " of " + table).hasSize(1);
        return Path.of(path.get(0));
    }

    private Path onlyPart(String table) {
        List<String> path = rows("SELECT path FROM system.parts WHERE table = '" + table + "' AND active");
        assertThat(path).hasSize(1);
        return Path.of(path.get(0));
    }

    private List<String> rows(String sql) {
        try (QueryResult res = session.execute(sql)) {
            return TabSeparatedLines.of(res);
        }
    }
}
