package io.mergelab.engine.analyzer;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SELECTs over a table large enough for several read streams: parallel reads, early stops, ordering across streams. */
class SelectPipelineTest {
    private static final int ROWS = 600_000;
    private static Engine engine;
    private static Session session;

    @BeforeAll
    static void load(@TempDir Path dir) {
        engine = Engine.open(dir);
        session = engine.newSession();
        session.execute("CREATE TABLE t (id UInt64, s String) ENGINE = MergeTree ORDER BY id").close();
        List<Chunk> blocks = new ArrayList<>();
        for (int from = 0; from < ROWS; from += 100_000) {
            blocks.add(block(from, 100_000));
        }
        session.insert("t", List.of("id", "s"), blocks.iterator());
    }

    @AfterAll
    static void close() {
        engine.close();
    }

    /** Ids from..from+n; s is 'x' for every tenth id, else 'y'. */
    private static Chunk block(int from, int n) {
        long[] ids = new long[n];
        byte[] data = new byte[n];
        int[] offsets = new int[n + 1];
        for (int i = 0; i < n; i++) {
            ids[i] = from + i;
            data[i] = (byte) ((from + i) % 10 == 0 ? 'x' : 'y');
            offsets[i + 1] = i + 1;
        }
        return Chunk.of(List.of(new LongColumn(IntegerType.UINT64, ids, n),
                new BytesColumn(StringType.INSTANCE, data, offsets, n)));
    }

    private static List<List<Object>> rows(String sql) {
        try (QueryResult r = session.execute(sql)) {
            return r.rows();
        }
    }

    @Test
    void countWithFilterIsTheSameOnOneAndFourStreams() {
        assertThat(rows("SELECT count() FROM t WHERE s = 'x' SETTINGS max_threads = 1")).containsExactly(List.of(60_000L));
        assertThat(rows("SELECT count() FROM t WHERE s = 'x' SETTINGS max_threads = 4")).containsExactly(List.of(60_000L));
    }

    @Test
    void orderByMergesTheSortedStreams() {
        assertThat(rows("SELECT id FROM t WHERE s = 'x' ORDER BY id DESC LIMIT 3 SETTINGS max_threads = 4"))
                .containsExactly(List.of(599_990L), List.of(599_980L), List.of(599_970L));
        List<List<Object>> all = rows("SELECT id FROM t WHERE id % 1000 = 7 ORDER BY id SETTINGS max_threads = 3");
        assertThat(all).hasSize(600);
        for (int i = 0; i < all.size(); i++) {
            assertThat(all.get(i)).containsExactly(i * 1000L + 7);
        }
    }

    @Test
    void limitStopsTheReadEarly() {
        try (QueryResult r = session.execute("SELECT id FROM t LIMIT 10 SETTINGS max_threads = 2, max_block_size = 8192")) {
            assertThat(r.rows()).hasSize(10);
            assertThat(r.summary().readRows()).isPositive().isLessThan(ROWS / 2);
        }
    }

    @Test
    void closingTheResultEarlyStopsThePipeline() {
        QueryResult r = session.execute("SELECT id, s FROM t SETTINGS max_threads = 2, max_block_size = 8192");
        Iterator<Chunk> chunks = r.chunks();
        assertThat(chunks.hasNext()).isTrue();
        chunks.next();
        r.close();
        assertThat(r.summary().readRows()).isLessThan(ROWS);
        assertThat(rows("SELECT count() FROM t")).containsExactly(List.of((long) ROWS));
    }

    @Test
    void readCountsOnlyTheNeededColumns() {
        long idOnly;
        try (QueryResult r = session.execute("SELECT id FROM t WHERE id < 0")) {
            r.rows();
            idOnly = r.summary().readBytes();
        }
        // WHERE kept as a filter: both columns are read for every row (PREWHERE would skip id, see 22_prewhere.test)
        try (QueryResult r = session.execute("SELECT id FROM t WHERE s < '' SETTINGS optimize_move_to_prewhere = 0")) {
            r.rows();
            assertThat(r.summary().readRows()).isEqualTo(ROWS);
            assertThat(r.summary().readBytes()).isGreaterThan(idOnly);
        }
        assertThat(idOnly).isEqualTo(8L * ROWS);
    }

    @Test
    void distinctAndLimitByAcrossStreams() {
        assertThat(rows("SELECT DISTINCT s FROM t ORDER BY s SETTINGS max_threads = 4"))
                .containsExactly(List.of("x"), List.of("y"));
        assertThat(rows("SELECT s, id FROM t ORDER BY s, id LIMIT 2 BY s SETTINGS max_threads = 4"))
                .containsExactly(List.of("x", 0L), List.of("x", 10L), List.of("y", 1L), List.of("y", 2L));
    }

    @Test
    void inSubqueryBuildsItsSetFirst() {
        assertThat(rows("SELECT count() FROM t WHERE id IN (SELECT id * 2 FROM t WHERE id < 5)"))
                .containsExactly(List.of(5L));
    }
}
