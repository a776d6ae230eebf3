package io.mergelab.engine.merge;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;

/**
 * A merge that walks the rows of each sorting key together (a group) and decides at the group's end what it leaves:
 * the base of the Summing, Collapsing, VersionedCollapsing and Aggregating algorithms. A group may span chunks and
 * sources; rows arrive in merge order (older sources first).
 */
abstract class KeyGroupMergingAlgorithm extends CursorMergingAlgorithm {
    /** The last row seen (its key columns and row), null before the first row. */
    private Column[] lastKeys;
    private int lastRow;
    private boolean groupOpen;

    KeyGroupMergingAlgorithm(int sources, SortingKeyColumns key, int maxBlockRows) {
        super(sources, key, maxBlockRows);
    }

    /** Reads the run row by row; a group's rows are emitted when it closes (the loop hands on full blocks). */
    @Override
    final boolean takeRun(int source, int from, int rows) {
        Chunk chunk = cursors.chunk(source);
        Column[] keys = cursors.keys(source);
        KeyComparator cmp = cursors.comparator();
        for (int r = from; r < from + rows; r++) {
            boolean sameKey = r == from
                    ? lastKeys != null && cmp.compare(lastKeys, lastRow, keys, r) == 0
                    : cmp.compare(keys, r - 1, keys, r) == 0;
            if (!sameKey) {
                if (groupOpen) {
                    endGroup();
                }
                groupOpen = true;
                startGroup(chunk, r);
            }
            addRow(chunk, r);
        }
        lastKeys = keys;
        lastRow = from + rows - 1;
        return false;
    }

    @Override
    final void finish() {
        if (groupOpen) {
            endGroup();
            groupOpen = false;
        }
    }

    /** A new key starts at {@code row} of {@code chunk} (the row is then given to {@link #addRow} too). */
    abstract void startGroup(Chunk chunk, int row);

    /** A row of the open group. */
    abstract void addRow(Chunk chunk, int row);

    /** The open group ended: add what it leaves to {@code out}. */
    abstract void endGroup();
}
