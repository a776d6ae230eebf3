package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Columns;
import java.util.ArrayList;
import java.util.List;

/**
 * Sorted runs collected by a sorting processor, then their merged result handed out block by block. The merge
 * is a stable sort of the concatenation, which only merges when the runs are already sorted.
 */
final class SortedOutput {
    private final List<SortColumn> keys;
    private final long limit;
    private final int maxBlockRows;
    private final List<Chunk> runs = new ArrayList<>();
    private Chunk merged;
    private int emitted;
    private long heldBytes;

    SortedOutput(List<SortColumn> keys, long limit, int maxBlockRows) {
        this.keys = List.copyOf(keys);
        this.limit = limit;
        this.maxBlockRows = Math.max(1, maxBlockRows);
    }

    /** Adds a sorted run; rows past the limit cannot reach the result and are dropped at once. */
    void add(Chunk run) {
        Chunk kept = run.rows() > limit ? run.slice(0, (int) limit) : run;
        runs.add(kept);
        heldBytes += kept.byteSize();
    }

    /** Bytes of the runs collected, or of the merged result once built. */
    long heldBytes() {
        return heldBytes;
    }

    /** The next block of the merged result, or {@code null} when all was handed out. */
    Chunk next() {
        if (merged == null) {
            if (runs.isEmpty()) {
                return null;
            }
            merged = SortColumn.sort(keys, Columns.concatChunks(runs));
            runs.clear();
            heldBytes = merged.byteSize();
        }
        long total = Math.min(limit, merged.rows());
        if (emitted >= total) {
            return null;
        }
        int n = (int) Math.min(maxBlockRows, total - emitted);
        Chunk c = merged.slice(emitted, n);
        emitted += n;
        return c;
    }
}
