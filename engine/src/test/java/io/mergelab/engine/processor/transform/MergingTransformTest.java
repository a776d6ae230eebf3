package io.mergelab.engine.processor.transform;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.merge.ReplacingMergingAlgorithm;
import io.mergelab.engine.merge.SortingKeyColumns;
import io.mergelab.engine.processor.LazyOutputFormat;
import io.mergelab.engine.processor.Processor;
import io.mergelab.engine.processor.QueryPipeline;
import io.mergelab.engine.testing.ChunksSource.ListSource;
import io.mergelab.engine.type.IntegerType;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The transform runs a merging algorithm (here the replacing one) over its ports in port order, in a real pipeline. */
class MergingTransformTest {

    /** Rows (key, version, is_deleted, id), columns in that order. */
    private static Chunk rows(long[]... rows) {
        long[][] cols = new long[4][rows.length];
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < 4; c++) {
                cols[c][r] = rows[r][c];
            }
        }
        return Chunk.of(List.of(LongColumn.of(IntegerType.UINT64, cols[0]), LongColumn.of(IntegerType.UINT32, cols[1]),
                LongColumn.of(IntegerType.UINT8, cols[2]), LongColumn.of(IntegerType.UINT64, cols[3])));
    }

    private static List<Long> ids(boolean dropDeleted, List<List<Chunk>> inputs) {
        List<Processor> processors = new ArrayList<>();
        MergingTransform merge = new MergingTransform("ReplacingSorted", inputs.size(), new ReplacingMergingAlgorithm(
                inputs.size(), SortingKeyColumns.positions(0), 1, 2, dropDeleted, 2));
        for (int i = 0; i < inputs.size(); i++) {
            ListSource source = new ListSource(inputs.get(i));
            source.output().connect(merge.inputs().get(i));
            processors.add(source);
        }
        LazyOutputFormat output = new LazyOutputFormat();
        merge.output().connect(output.input());
        processors.add(merge);
        processors.add(output);
        QueryPipeline pipeline = new QueryPipeline(processors, output);
        pipeline.start(2, "replacing-test", () -> false);
        List<Long> ids = new ArrayList<>();
        for (Iterator<Chunk> it = pipeline.results(); it.hasNext(); ) {
            Chunk c = it.next();
            assertThat(c.rows()).isBetween(1, 2);
            for (int r = 0; r < c.rows(); r++) {
                ids.add(((LongColumn) c.column(3)).values()[r]);
            }
        }
        return ids;
    }

    private static final List<List<Chunk>> PARTS = List.of(
            List.of(rows(new long[] {1, 5, 0, 10}, new long[] {2, 1, 0, 11}), rows(new long[] {3, 1, 0, 12})),
            List.of(rows(new long[] {1, 5, 0, 20}), rows(new long[] {2, 0, 0, 21}, new long[] {3, 2, 1, 22})),
            List.of(),
            List.of(rows(new long[] {4, 0, 0, 40})));

    @Test
    void keepsTheLastRowOfTheGreatestVersionPerKeyAcrossPorts() {
        assertThat(ids(false, PARTS)).containsExactly(20L, 11L, 22L, 40L);
    }

    @Test
    void finalDropsKeysWhoseWinnerIsADeleteRow() {
        assertThat(ids(true, PARTS)).containsExactly(20L, 11L, 40L);
    }
}
