package io.mergelab.sampledata.dataset;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Columns;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.sampledata.load.LoadProgress;
import io.mergelab.sampledata.load.LoadResult;
import io.mergelab.sampledata.load.TableLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Same knobs, same data: whatever the order, the thread or the number of loading threads. */
class DatasetDeterminismTest {

    /** Small generations with several blocks each (needle's blocks are 2^20 rows, hits' 2^17, logs' 2^18). */
    static Stream<Arguments> generations() {
        return Stream.of(
                Arguments.of("needle", 1_048_576 + 3_000, Map.of()),
                Arguments.of("events", 30_000, Map.of("batches", "6")),
                Arguments.of("events", 20_000, Map.of("correlation", "0.5", "updates", "0.8", "distinct", "50", "batches", "4")),
                Arguments.of("hits", 140_000, Map.of()),
                Arguments.of("logs", 270_000, Map.of("correlation", "0.5", "errors", "0.1")));
    }

    @ParameterizedTest
    @MethodSource("generations")
    void blocksAreTheSameInAnyOrderAndFromAnyThread(String dataset, long rows, Map<String, String> knobs) {
        Dataset d = Datasets.named(dataset);
        BlockGenerator forward = d.generator(d.knobs(rows, 42, knobs));
        BlockGenerator again = d.generator(d.knobs(rows, 42, knobs));
        int count = forward.blockCount();
        assertThat(count).isGreaterThan(1);
        List<String> inOrder = new ArrayList<>();
        for (int b = 0; b < count; b++) {
            inOrder.add(ChunkDigest.of(forward.block(b)));
        }
        List<String> reversed = new ArrayList<>();
        for (int b = count - 1; b >= 0; b--) {
            reversed.add(ChunkDigest.of(again.block(b)));
        }
        Collections.reverse(reversed);
        List<String> parallel = IntStream.range(0, count).parallel().mapToObj(b -> ChunkDigest.of(again.block(b))).toList();
        assertThat(reversed).isEqualTo(inOrder);
        assertThat(parallel).isEqualTo(inOrder);
        assertThat(inOrder).doesNotHaveDuplicates();
    }

    @ParameterizedTest
    @MethodSource("generations")
    void blocksFilledIntoReusedArraysAreTheFreshBlocks(String dataset, long rows, Map<String, String> knobs) {
        Dataset d = Datasets.named(dataset);
        BlockGenerator generator = d.generator(d.knobs(rows, 42, knobs));
        int count = generator.blockCount();
        List<String> fresh = IntStream.range(0, count).mapToObj(b -> ChunkDigest.of(generator.block(b))).toList();
        // forward, the last (shorter) block reuses longer arrays; backward, the arrays grow after it
        for (List<Integer> order : List.of(IntStream.range(0, count).boxed().toList(),
                IntStream.range(0, count).map(b -> count - 1 - b).boxed().toList())) {
            BlockScratch scratch = BlockScratch.reused();
            for (int b : order) {
                assertThat(ChunkDigest.of(generator.block(b, scratch))).as("block %d in the order %s", b, order)
                        .isEqualTo(fresh.get(b));
            }
            Object longer = backing(generator.block(0, scratch).column(0));
            assertThat(backing(generator.block(count - 1, scratch).column(0))).as("the arrays reused").isSameAs(longer);
        }
    }

    @ParameterizedTest
    @MethodSource("generations")
    void piecesFilledIntoReusedArraysGlueBackIntoTheBlock(String dataset, long rows, Map<String, String> knobs) {
        Dataset d = Datasets.named(dataset);
        BlockGenerator generator = d.generator(d.knobs(rows, 42, knobs));
        BlockScratch scratch = BlockScratch.reused();
        for (int b = 0; b < generator.blockCount(); b++) {
            List<Chunk> copies = new ArrayList<>();
            // copied as they come: the next piece may refill the arrays of the one before
            generator.pieces(b, scratch).forEachRemaining(piece -> copies.add(piece.slice(0, piece.rows())));
            assertThat(ChunkDigest.of(Columns.concatChunks(copies))).as("block %d", b)
                    .isEqualTo(ChunkDigest.of(generator.block(b)));
        }
    }

    /** A needle block of 1,048,576 rows (64 MiB of strings) takes no array bigger than a piece of 65,536 rows. */
    @Test
    void aNeedleBlocksPiecesShareArraysOfAFewMebibytes() {
        Dataset d = Datasets.named("needle");
        Iterator<Chunk> pieces = d.generator(d.knobs(3_000_000, 42, Map.of())).pieces(0, BlockScratch.reused());
        Set<Object> arrays = Collections.newSetFromMap(new IdentityHashMap<>());
        int count = 0;
        while (pieces.hasNext()) {
            BytesColumn strings = (BytesColumn) pieces.next().column(0);
            count++;
            assertThat(strings.data().length).as("piece %d's bytes", count).isLessThanOrEqualTo(5 << 20);
            arrays.add(strings.data());
            arrays.add(strings.offsets());
        }
        assertThat(count).as("pieces").isEqualTo(16);
        assertThat(arrays).as("the same two arrays piece after piece").hasSize(2);
    }

    private static Object backing(Column column) {
        return column instanceof LongColumn c ? c.values() : ((BytesColumn) column).data();
    }

    @ParameterizedTest
    @MethodSource("generations")
    void anotherSeedGivesOtherBlocks(String dataset, long rows, Map<String, String> knobs) {
        Dataset d = Datasets.named(dataset);
        BlockGenerator one = d.generator(d.knobs(rows, 42, knobs));
        BlockGenerator other = d.generator(d.knobs(rows, 43, knobs));
        for (int b = 0; b < one.blockCount(); b++) {
            assertThat(ChunkDigest.of(other.block(b))).as("block %d", b).isNotEqualTo(ChunkDigest.of(one.block(b)));
        }
    }

    @ParameterizedTest
    @MethodSource("generations")
    void loadingWithOneOrTwoThreadsFillsTheTableWithTheSameRows(String dataset, long rows, Map<String, String> knobs,
                                                                @TempDir Path dir) {
        Dataset d = Datasets.named(dataset);
        try (Engine engine = Engine.open(dir.resolve("data"))) {
            Session s = engine.newSession();
            List<Object> checksums = new ArrayList<>();
            for (int threads = 1; threads <= 2; threads++) {
                String table = "t" + threads;
                // one part per block: the story layouts (36 partitions per events batch) would make this test slow
                s.execute("CREATE TABLE " + table + " (" + d.columnsClause() + ") ENGINE = MergeTree ORDER BY tuple()").close();
                LoadResult result = new TableLoader(engine).load(table, d.columnNames(),
                        d.generator(d.knobs(rows, 42, knobs)), threads, Map.of(), LoadProgress.NONE);
                assertThat(result.rows()).isEqualTo(rows);
                assertThat(result.cancelled()).isFalse();
                checksums.add(single(s, "SELECT count(), sum(cityHash64(" + String.join(", ", d.columnNames()) + ")) FROM "
                        + table));
            }
            assertThat(checksums.get(0)).asString().startsWith("[" + rows + ", ");
            assertThat(checksums.get(1)).isEqualTo(checksums.get(0));
        }
    }

    private static Object single(Session s, String sql) {
        try (QueryResult r = s.execute(sql)) {
            return r.rows().get(0);
        }
    }
}
