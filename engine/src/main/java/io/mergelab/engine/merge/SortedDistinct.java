package io.mergelab.engine.merge;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.processor.transform.RowKeys;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * Drops rows identical in every column to an earlier row, over a stream sorted by the sorting key (OPTIMIZE ...
 * DEDUPLICATE): identical rows have equal keys, so only the rows of the current key are remembered, and the set is
 * cleared whenever the key changes, also across chunks.
 */
final class SortedDistinct {
    private RowKeys rowKeys;
    private KeyComparator comparator;
    private final Set<RowKeys.Key> seen = new HashSet<>();
    /** The last row of the previous chunk (its key columns and row), null before the first chunk. */
    private Column[] previousKeys;
    private int previousRow;

    /** The chunk without the rows seen before; {@code sortKey} holds its sorting-key values. */
    Chunk filter(Chunk chunk, List<Column> sortKey) {
        int rows = chunk.rows();
        if (rows == 0) {
            return chunk;
        }
        if (rowKeys == null) {
            rowKeys = new RowKeys(IntStream.range(0, chunk.columnCount()).toArray());
            comparator = KeyComparator.of(sortKey);
        }
        Column[] keys = sortKey.toArray(Column[]::new);
        int[] keep = new int[rows];
        int kept = 0;
        for (int r = 0; r < rows; r++) {
            boolean newKey = r == 0
                    ? previousKeys == null || comparator.compare(previousKeys, previousRow, keys, 0) != 0
                    : comparator.compare(keys, r - 1, keys, r) != 0;
            if (newKey) {
                seen.clear();
            }
            if (seen.add(rowKeys.key(chunk.columns(), r))) {
                keep[kept++] = r;
            }
        }
        previousKeys = keys;
        previousRow = rows - 1;
        return kept == rows ? chunk : chunk.take(keep, kept);
    }
}
