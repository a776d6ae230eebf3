package io.mergelab.engine.merge;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * The output block a merge is filling: rows are added as runs of consecutive rows of one source chunk, and a run is
 * only copied (column by column, as array ranges) when the next row does not extend it, so a source that wins many
 * rows in a row costs one copy.
 */
final class MergedBlockBuilder {
    /** Builders start this big and grow: a huge max_block_size must not allocate up front. */
    private static final int INITIAL_ROWS = 65_536;
    private final int maxBlockRows;
    private ColumnBuilder[] builders;
    private int builtRows;
    private Chunk runChunk;
    private int runFrom;
    private int runLength;
    private long builtBytes;

    MergedBlockBuilder(int maxBlockRows) {
        this.maxBlockRows = Math.max(1, maxBlockRows);
    }

    int maxBlockRows() {
        return maxBlockRows;
    }

    /** Rows in the block so far. */
    int rows() {
        return builtRows + runLength;
    }

    /** Approximate bytes of the rows copied into the block so far. */
    long heldBytes() {
        return builtBytes;
    }

    boolean isFull() {
        return rows() >= maxBlockRows;
    }

    /** Adds row {@code row} of {@code chunk}. */
    void addRow(Chunk chunk, int row) {
        if (chunk == runChunk && row == runFrom + runLength) {
            runLength++;
            return;
        }
        flushRun();
        runChunk = chunk;
        runFrom = row;
        runLength = 1;
    }

    /** Adds rows {@code [from, from + length)} of {@code chunk}. */
    void addRun(Chunk chunk, int from, int length) {
        if (chunk == runChunk && from == runFrom + runLength) {
            runLength += length;
            return;
        }
        flushRun();
        runChunk = chunk;
        runFrom = from;
        runLength = length;
    }

    /** The rows added since the last build as a block, or {@code null} when there are none. */
    Chunk build() {
        if (builtRows == 0 && runLength > 0 && runFrom == 0 && runLength == runChunk.rows()) {
            // a whole source chunk and nothing else: hand it on as it is
            Chunk whole = runChunk;
            runChunk = null;
            runLength = 0;
            return whole;
        }
        flushRun();
        if (builtRows == 0) {
            return null;
        }
        List<Column> columns = new ArrayList<>(builders.length);
        for (ColumnBuilder b : builders) {
            columns.add(b.build());
        }
        builders = null;
        int rows = builtRows;
        builtRows = 0;
        builtBytes = 0;
        return new Chunk(columns, rows);
    }

    private void flushRun() {
        if (runLength == 0) {
            return;
        }
        if (builders == null) {
            builders = new ColumnBuilder[runChunk.columnCount()];
            for (int c = 0; c < builders.length; c++) {
                builders[c] = ColumnBuilder.create(runChunk.column(c).type(), Math.min(maxBlockRows, INITIAL_ROWS));
            }
        }
        for (int c = 0; c < builders.length; c++) {
            builders[c].appendRange(runChunk.column(c), runFrom, runLength);
        }
        builtRows += runLength;
        builtBytes += runChunk.byteSize() * runLength / runChunk.rows();
        runChunk = null;
        runLength = 0;
    }
}
