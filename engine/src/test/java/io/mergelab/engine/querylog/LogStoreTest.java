package io.mergelab.engine.querylog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.storage.PartColumn;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LogStoreTest {
    private static final List<PartColumn> V1 = List.of(new PartColumn("id", IntegerType.UINT64));
    private static final List<PartColumn> V2 = List.of(new PartColumn("id", IntegerType.UINT64), new PartColumn("s", StringType.INSTANCE));

    @TempDir
    Path dir;

    @Test
    void partsOfAnOlderLayoutAreSetAsideAndTheLogStartsOver() throws Exception {
        LogStore v1 = new LogStore("t", V1, 10, dir);
        v1.append(row(1L));
        v1.flush();
        LogStore v2 = new LogStore("t", V2, 10, dir);
        assertThat(v2.rows()).isZero();
        assertThat(Files.list(dir.resolve("detached")).count()).isEqualTo(1);
        v2.append(row(2L, "x"));
        v2.flush();
        assertThat(new LogStore("t", V2, 10, dir).read().column(1).get(0)).isEqualTo("x");
    }

    @Test
    void unflushedRowsAreBoundedToo() {
        LogStore store = new LogStore("t", V1, 2, null);
        for (long i = 0; i < 5; i++) {
            store.append(row(i));
        }
        assertThat(store.rows()).isEqualTo(2);
        assertThat(store.read().column(0).get(0)).isEqualTo(3L);
        store.flush();
        assertThat(store.read().rows()).isEqualTo(2);
    }

    @Test
    void readsBetweenAppendsKeepEveryRowInOrderBoundedAndFlushedAsOnePart() throws Exception {
        LogStore store = new LogStore("t", V1, 50, dir);
        for (long i = 0; i < 80; i++) {
            store.append(row(i));
            List<Chunk> chunks = store.readChunks();
            long expectedFirst = Math.max(0, i - 49);
            assertThat(chunks.stream().mapToInt(Chunk::rows).sum()).isEqualTo((int) (i - expectedFirst + 1));
            assertThat(chunks.get(0).column(0).get(0)).isEqualTo(expectedFirst);
            assertThat(store.rows()).isEqualTo(i - expectedFirst + 1);
        }
        assertThat(store.readChunks()).as("the chunks are kept, not copied into one per read").hasSizeGreaterThan(1);
        Chunk before = store.read();
        store.flush();
        try (var list = Files.list(dir)) {
            assertThat(list.filter(p -> p.getFileName().toString().startsWith("all_")).count()).isEqualTo(1);
        }
        Chunk reloaded = new LogStore("t", V1, 50, dir).read();
        assertThat(reloaded.rows()).isEqualTo(50);
        for (int r = 0; r < 50; r++) {
            assertThat(reloaded.column(0).get(r)).isEqualTo(before.column(0).get(r)).isEqualTo(30L + r);
        }
    }

    @Test
    void dropsARowOfTheWrongWidthAndRejectsABadCapacity() {
        LogStore store = new LogStore("t", V1, 2, null);
        store.append(row(1L, 2L));
        store.append(row(3L));
        assertThat(store.read().rows()).isEqualTo(1);
        assertThat(store.read().column(0).get(0)).isEqualTo(3L);
        assertThatThrownBy(() -> new LogStore("t", V1, 0, null)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void manyFlushesKeepEveryRowInOrder() {
        LogStore store = new LogStore("t", V1, 1000, null);
        for (long i = 0; i < 100; i++) {
            store.append(row(i));
            store.flush();
        }
        var rows = store.read();
        assertThat(rows.rows()).isEqualTo(100);
        for (int r = 0; r < 100; r++) {
            assertThat(rows.column(0).get(r)).isEqualTo((long) r);
        }
    }

    @Test
    void smallPartsAreMergedAndReloadInOrder() throws Exception {
        LogStore store = new LogStore("t", V1, 1000, dir);
        for (long i = 0; i < 40; i++) {
            store.append(row(i));
            store.flush();
        }
        long parts;
        try (var list = Files.list(dir)) {
            parts = list.filter(p -> p.getFileName().toString().startsWith("all_")).count();
        }
        assertThat(parts).isBetween(1L, 17L);
        var rows = new LogStore("t", V1, 1000, dir).read();
        assertThat(rows.rows()).isEqualTo(40);
        for (int r = 0; r < 40; r++) {
            assertThat(rows.column(0).get(r)).isEqualTo((long) r);
        }
    }

    @Test
    void rowsFromDiskReadAfterThisRunFlushedComeFirstAndSurviveItsMerges() {
        flushedByAnEarlierRun(5);
        // a later run flushes more parts than are kept before anything reads the log: they are merged with the old one
        LogStore later = new LogStore("t", V1, 1000, dir);
        flushEach(later, 5, 30);
        later.append(row(30L));
        assertThat(ids(later.read())).isEqualTo(range(0, 31));
        assertThat(later.rows()).isEqualTo(31);
        assertThat(ids(new LogStore("t", V1, 1000, dir).read())).isEqualTo(range(0, 30));
    }

    @Test
    void aRunThatFlushesBeforeItReadsReadsEachRowOnceInOrder() {
        flushedByAnEarlierRun(5);
        // the later run appends its parts beside the first one's without opening it, then reads them all
        LogStore later = new LogStore("t", V1, 1000, dir);
        flushEach(later, 5, 8);
        later.flush();
        assertThat(ids(later.read())).isEqualTo(range(0, 8));
        later.append(row(8L));
        later.flush();
        assertThat(ids(later.read())).isEqualTo(range(0, 9));
        assertThat(ids(new LogStore("t", V1, 1000, dir).read())).isEqualTo(range(0, 9));
    }

    @Test
    void aPartOfAnOlderLayoutLeftUnopenedByAFlushIsSetAsideAtTheNextRead() throws Exception {
        LogStore v1 = new LogStore("t", V1, 10, dir);
        v1.append(row(1L));
        v1.flush();
        LogStore v2 = new LogStore("t", V2, 10, dir);
        v2.append(row(2L, "x"));
        v2.flush();
        Chunk rows = new LogStore("t", V2, 10, dir).read();
        assertThat(rows.rows()).isEqualTo(1);
        assertThat(rows.column(1).get(0)).isEqualTo("x");
        assertThat(Files.list(dir.resolve("detached")).count()).isEqualTo(1);
    }

    @Test
    void runsThatOnlyFlushMergeTheirSmallPartsAndLeaveALargeOldOneAsItIs() throws Exception {
        flushedByAnEarlierRun(500);
        List<String> before = partNames();
        // one process per row, as `mergelab sql -q` runs: each opens the log, flushes a part at close, never reads it
        for (long i = 500; i < 540; i++) {
            LogStore run = new LogStore("t", V1, 1000, dir);
            run.append(row(i));
            run.flush();
        }
        assertThat(partNames()).as("the large part is not rewritten by the small ones' merges")
                .contains(before.get(0)).hasSizeLessThanOrEqualTo(17);
        assertThat(ids(new LogStore("t", V1, 1000, dir).read())).isEqualTo(range(0, 540));
    }

    @Test
    void aLogReadAfterItsPartsWereMergedReadsEachRowOnce() {
        LogStore store = new LogStore("t", V1, 1000, dir);
        flushEach(store, 0, 40);
        store.append(row(40L));
        assertThat(ids(store.read())).isEqualTo(range(0, 41));
        flushEach(store, 41, 80);
        assertThat(ids(store.read())).isEqualTo(range(0, 80));
        assertThat(ids(new LogStore("t", V1, 1000, dir).read())).isEqualTo(range(0, 80));
    }

    private List<String> partNames() throws Exception {
        try (var list = Files.list(dir)) {
            return list.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("all_")).sorted().toList();
        }
    }

    /** Rows 0 .. rows-1 flushed as one part by a run before the test's. */
    private void flushedByAnEarlierRun(long rows) {
        LogStore first = new LogStore("t", V1, 1000, dir);
        for (long i = 0; i < rows; i++) {
            first.append(row(i));
        }
        first.flush();
    }

    /** Rows from .. to-1, each appended and flushed as a part of its own. */
    private static void flushEach(LogStore store, long from, long to) {
        for (long i = from; i < to; i++) {
            store.append(row(i));
            store.flush();
        }
    }

    private static List<Object> ids(Chunk chunk) {
        return java.util.stream.IntStream.range(0, chunk.rows()).mapToObj(r -> chunk.column(0).get(r)).toList();
    }

    private static List<Object> range(long from, long to) {
        return java.util.stream.LongStream.range(from, to).boxed().map(Object.class::cast).toList();
    }

    private static Supplier<Object[]> row(Object... values) {
        return () -> values;
    }
}
