package io.mergelab.engine.merge;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;

/**
 * Merges sorted sources cancelling rows of one sorting key with opposite signs (CollapsingMergeTree), as ClickHouse's
 * CollapsingSortedAlgorithm does: with as many sign = 1 as sign = -1 rows and the last one negative, the key
 * disappears; otherwise it keeps its first -1 row when the -1 rows are at least as many as the 1 rows, and its last 1
 * row when the 1 rows are at least as many as the -1 rows. A FINAL read ({@code onlyPositiveSign}) never keeps the -1
 * row. A sign other than 1 or -1 fails with INCORRECT_DATA.
 */
public final class CollapsingMergingAlgorithm extends KeyGroupMergingAlgorithm {
    private final int signColumn;
    private final boolean onlyPositiveSign;
    private int positives;
    private int negatives;
    private boolean lastIsPositive;
    private Chunk firstNegativeChunk;
    private int firstNegativeRow;
    private Chunk lastPositiveChunk;
    private int lastPositiveRow;

    CollapsingMergingAlgorithm(int sources, SortingKeyColumns key, int signColumn, boolean onlyPositiveSign,
                               int maxBlockRows) {
        super(sources, key, maxBlockRows);
        this.signColumn = signColumn;
        this.onlyPositiveSign = onlyPositiveSign;
    }

    @Override
    void startGroup(Chunk chunk, int row) {
        positives = 0;
        negatives = 0;
        firstNegativeChunk = null;
        lastPositiveChunk = null;
    }

    @Override
    void addRow(Chunk chunk, int row) {
        long sign = ((LongColumn) chunk.column(signColumn)).values()[row];
        if (sign == 1) {
            positives++;
            lastIsPositive = true;
            lastPositiveChunk = chunk;
            lastPositiveRow = row;
        } else if (sign == -1) {
            if (negatives == 0) {
                firstNegativeChunk = chunk;
                firstNegativeRow = row;
            }
            negatives++;
            lastIsPositive = false;
        } else {
            throw new MergeLabException(ErrorCode.INCORRECT_DATA, "Incorrect data: Sign = " + sign + " (must be 1 or -1)");
        }
    }

    @Override
    void endGroup() {
        if (!lastIsPositive && positives == negatives) {
            return;
        }
        if (positives <= negatives && !onlyPositiveSign) {
            out.addRow(firstNegativeChunk, firstNegativeRow);
        }
        if (positives >= negatives) {
            out.addRow(lastPositiveChunk, lastPositiveRow);
        }
    }
}
