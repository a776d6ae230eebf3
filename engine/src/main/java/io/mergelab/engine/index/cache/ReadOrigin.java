package io.mergelab.engine.index.cache;

import io.mergelab.engine.column.ChunkInfo;
import io.mergelab.engine.storage.DataPart;

/**
 * Where a chunk's rows come from, for the query condition cache: granules {@code marks} of one part (ascending, not
 * necessarily adjacent: a block may span several mark ranges), with how many of the chunk's rows belong to each
 * ({@code rowsPerMark}, in row order; a count of 0 means a filter already removed that granule's rows).
 */
public record ReadOrigin(ConditionCacheFill fill, DataPart part, int[] marks, int[] rowsPerMark) implements ChunkInfo {

    /**
     * After a filter of the read's condition kept the rows {@code kept[0..count)} (ascending row numbers of this
     * chunk): reports the granules left without rows and returns the kept rows' origin.
     */
    public ReadOrigin afterFilter(int[] kept, int count) {
        int[] after = new int[rowsPerMark.length];
        int[] emptied = new int[rowsPerMark.length];
        int emptiedCount = 0;
        int next = 0;
        int end = 0;
        for (int i = 0; i < rowsPerMark.length; i++) {
            end += rowsPerMark[i];
            int n = 0;
            while (next < count && kept[next] < end) {
                n++;
                next++;
            }
            after[i] = n;
            if (n == 0 && rowsPerMark[i] > 0) {
                emptied[emptiedCount++] = marks[i];
            }
        }
        if (emptiedCount > 0) {
            fill.noMatch(part, emptied, emptiedCount);
        }
        return new ReadOrigin(fill, part, marks, after);
    }

    /** Reports every granule that still had rows as empty: a filter kept none of the chunk's rows. */
    public void noRowsKept() {
        afterFilter(new int[0], 0);
    }
}
