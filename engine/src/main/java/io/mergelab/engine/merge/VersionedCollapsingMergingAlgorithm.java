package io.mergelab.engine.merge;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.ArrayList;
import java.util.List;

/**
 * Merges sorted sources cancelling pairs of rows with the same sorting key and version and opposite signs
 * (VersionedCollapsingMergeTree; the version ends the sorting key, so it is part of the group), as ClickHouse's
 * VersionedCollapsingAlgorithm does: the group's rows form a stack of one sign; a row of the other sign cancels the
 * newest row of the stack. The rows left are kept in their order, in merges and FINAL reads alike.
 */
public final class VersionedCollapsingMergingAlgorithm extends KeyGroupMergingAlgorithm {
    private final int signColumn;
    private final List<Chunk> stackChunks = new ArrayList<>();
    private final List<Integer> stackRows = new ArrayList<>();
    private long stackSign;

    VersionedCollapsingMergingAlgorithm(int sources, SortingKeyColumns key, int signColumn, int maxBlockRows) {
        super(sources, key, maxBlockRows);
        this.signColumn = signColumn;
    }

    @Override
    void startGroup(Chunk chunk, int row) {
        stackChunks.clear();
        stackRows.clear();
    }

    @Override
    void addRow(Chunk chunk, int row) {
        long sign = ((LongColumn) chunk.column(signColumn)).values()[row];
        if (sign != 1 && sign != -1) {
            throw new MergeLabException(ErrorCode.INCORRECT_DATA, "Incorrect data: Sign = " + sign + " (must be 1 or -1)");
        }
        if (stackRows.isEmpty() || sign == stackSign) {
            stackSign = sign;
            stackChunks.add(chunk);
            stackRows.add(row);
        } else {
            stackChunks.remove(stackChunks.size() - 1);
            stackRows.remove(stackRows.size() - 1);
        }
    }

    @Override
    void endGroup() {
        for (int i = 0; i < stackRows.size(); i++) {
            out.addRow(stackChunks.get(i), stackRows.get(i));
        }
    }
}
