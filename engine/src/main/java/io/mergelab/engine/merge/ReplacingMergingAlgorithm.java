package io.mergelab.engine.merge;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.IntegerType;

/**
 * Merges sorted sources keeping one row per sorting key (ReplacingMergeTree, reference §6): the row with the greatest
 * version; without a version column, or among equal versions, the last one in merge order (the highest source, and
 * within it the later row). A merge keeps the winner even when it is a delete row ({@code is_deleted} = 1); with
 * {@code dropDeleted} (SELECT ... FINAL) keys whose winner is a delete row disappear.
 */
public final class ReplacingMergingAlgorithm extends CursorMergingAlgorithm {
    private final int versionColumn;
    private final int isDeletedColumn;
    private final boolean dropDeleted;
    /** The last row seen of the key being collected (its key columns and row), null before the first row. */
    private Column[] groupKeys;
    private int groupRow;
    /** The row winning the key being collected so far. */
    private Chunk winnerChunk;
    private int winnerRow;
    private long winnerVersion;
    private boolean unsignedVersion;

    /**
     * Merges {@code sources} streams sorted by {@code key} into blocks of at most {@code maxBlockRows} rows;
     * {@code versionColumn} and {@code isDeletedColumn} are positions in the chunks, or -1 when the table has none.
     */
    public ReplacingMergingAlgorithm(int sources, SortingKeyColumns key, int versionColumn, int isDeletedColumn,
                                     boolean dropDeleted, int maxBlockRows) {
        super(sources, key, maxBlockRows);
        this.versionColumn = versionColumn;
        this.isDeletedColumn = isDeletedColumn;
        this.dropDeleted = dropDeleted;
    }

    @Override
    public void consume(int source, Chunk chunk) {
        if (chunk != null && chunk.rows() > 0 && versionColumn >= 0) {
            Column version = chunk.column(versionColumn);
            if (!(version instanceof LongColumn)) {
                throw new MergeLabException(ErrorCode.LOGICAL_ERROR,
                        "Version column of ReplacingMergeTree must be an integer, Date or DateTime column, got "
                                + version.type().name());
            }
            unsignedVersion = version.type().unwrapLowCardinality() instanceof IntegerType t && t.isUInt64();
        }
        super.consume(source, chunk);
    }

    /** Adds at most one row per row read (the open key's winner is emitted later), so the run fits the block. */
    @Override
    boolean takeRun(int source, int from, int rows) {
        take(cursors.chunk(source), cursors.keys(source), from, from + rows);
        return false;
    }

    @Override
    void finish() {
        emitWinner();
    }

    /** Takes rows {@code [from, to)} of one source chunk, which come next in merge order. */
    private void take(Chunk chunk, Column[] keys, int from, int to) {
        KeyComparator cmp = cursors.comparator();
        long[] versions = versionColumn >= 0 ? ((LongColumn) chunk.column(versionColumn)).values() : null;
        for (int r = from; r < to; r++) {
            boolean sameKey = r == from
                    ? groupKeys != null && cmp.compare(groupKeys, groupRow, keys, r) == 0
                    : cmp.compare(keys, r - 1, keys, r) == 0;
            if (!sameKey) {
                emitWinner();
                setWinner(chunk, r, versions);
            } else if (versions == null || compareVersions(versions[r], winnerVersion) >= 0) {
                setWinner(chunk, r, versions);
            }
        }
        groupKeys = keys;
        groupRow = to - 1;
    }

    private void setWinner(Chunk chunk, int row, long[] versions) {
        winnerChunk = chunk;
        winnerRow = row;
        if (versions != null) {
            winnerVersion = versions[row];
        }
    }

    private int compareVersions(long a, long b) {
        return unsignedVersion ? Long.compareUnsigned(a, b) : Long.compare(a, b);
    }

    private void emitWinner() {
        if (winnerChunk == null) {
            return;
        }
        boolean deleted = false;
        if (isDeletedColumn >= 0) {
            long flag = ((LongColumn) winnerChunk.column(isDeletedColumn)).values()[winnerRow];
            if (flag != 0 && flag != 1) {
                throw new MergeLabException(ErrorCode.INCORRECT_DATA, "Incorrect data: is_deleted = " + flag + " (must be 1 or 0)");
            }
            deleted = dropDeleted && flag == 1;
        }
        if (!deleted) {
            out.addRow(winnerChunk, winnerRow);
        }
        winnerChunk = null;
    }
}
