package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.SortPermutation;
import java.util.ArrayList;
import java.util.List;

/** One ORDER BY key: a column position of the chunk, its direction and where NULLs go. */
public record SortColumn(int index, boolean descending, boolean nullsFirst) {

    /** The row comparator of a chunk for the keys, in key order. */
    public static SortPermutation.RowComparator comparator(List<SortColumn> keys, Chunk chunk) {
        List<SortPermutation.RowComparator> parts = new ArrayList<>(keys.size());
        for (SortColumn k : keys) {
            parts.add(SortPermutation.comparator(chunk.column(k.index()), k.descending(), k.nullsFirst()));
        }
        return SortPermutation.chain(parts);
    }

    /** The chunk sorted by the keys (stable), or the chunk itself when already in order. */
    public static Chunk sort(List<SortColumn> keys, Chunk chunk) {
        int[] perm = SortPermutation.compute(comparator(keys, chunk), chunk.rows());
        return perm == null ? chunk : chunk.take(perm, perm.length);
    }
}
