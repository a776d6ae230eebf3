package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Columns;
import io.mergelab.engine.processor.SourceProcessor;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.PartColumnsReader;
import io.mergelab.engine.storage.PartReader;
import io.mergelab.engine.table.ReadCounters;
import java.util.ArrayList;
import java.util.List;

/**
 * The lazy branch of lazy materialization: once the main branch has picked its rows, reads the remaining columns
 * of just those rows, opening only the parts that hold them and decompressing only the granules they are in.
 * Outputs one chunk, its rows in ascending {@code __global_row_index} order.
 */
public final class LazyReadFromMergeTreeSource extends SourceProcessor {
    private final LazyMaterializingRows rows;
    private final List<String> columns;
    private final ReadCounters counters;
    private boolean done;

    public LazyReadFromMergeTreeSource(LazyMaterializingRows rows, List<String> columns, ReadCounters counters) {
        this.rows = rows;
        this.columns = List.copyOf(columns);
        this.counters = counters;
    }

    @Override
    public String name() {
        return "LazyReadFromMergeTreeSource";
    }

    @Override
    protected Chunk generate() {
        if (done) {
            return null;
        }
        done = true;
        long[] wanted = rows.requested();
        List<DataPart> parts = rows.parts();
        List<Chunk> pieces = new ArrayList<>();
        int i = 0;
        while (i < wanted.length) {
            int partIndex = rows.partOf(wanted[i]);
            DataPart part = parts.get(partIndex);
            long start = rows.startingOffset(part);
            int end = i;
            while (end < wanted.length && wanted[end] - start < part.rows()) {
                end++;
            }
            pieces.add(readRows(part, wanted, i, end, start));
            i = end;
        }
        return pieces.isEmpty() ? null : Columns.concatChunks(pieces);
    }

    /** Rows {@code wanted[from, to)} of one part: each granule holding some of them is read once. */
    private Chunk readRows(DataPart part, long[] wanted, int from, int to, long partStart) {
        List<Chunk> picked = new ArrayList<>();
        try (PartColumnsReader reader = PartReader.open(part, columns)) {
            int i = from;
            int granule = 0;
            while (i < to) {
                long offset = wanted[i] - partStart;
                while (part.markStartRow(granule + 1) <= offset) {
                    granule++;
                }
                long granuleStart = part.markStartRow(granule);
                long granuleEnd = part.markStartRow(granule + 1);
                int end = i;
                while (end < to && wanted[end] - partStart < granuleEnd) {
                    end++;
                }
                Chunk g = reader.read(granule, granule + 1);
                counters.add(g.rows(), g.byteSize());
                int[] positions = new int[end - i];
                for (int k = i; k < end; k++) {
                    positions[k - i] = (int) (wanted[k] - partStart - granuleStart);
                }
                picked.add(g.take(positions, positions.length));
                i = end;
            }
        }
        return Columns.concatChunks(picked);
    }
}
