package io.mergelab.engine.merge;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The output block a merge is filling, as runs of consecutive rows of source chunks (a row that extends the last run
 * makes it longer). The block's columns are built only when it is complete, column by column ({@link RunGather}); a
 * block that is one whole source chunk is that chunk, uncopied.
 */
final class MergedBlockBuilder {
    private final int maxBlockRows;
    private Chunk[] runChunks = new Chunk[64];
    private int[] runFrom = new int[64];
    private int[] runLength = new int[64];
    private int runs;
    private int rows;
    /** Bytes per row of the block's first source chunk: the block's memory estimate, without summing per run. */
    private long bytesPerRow;

    MergedBlockBuilder(int maxBlockRows) {
        this.maxBlockRows = Math.max(1, maxBlockRows);
    }

    int maxBlockRows() {
        return maxBlockRows;
    }

    /** Rows in the block so far. */
    int rows() {
        return rows;
    }

    /** Approximate bytes of the rows in the block. */
    long heldBytes() {
        return rows * bytesPerRow;
    }

    boolean isFull() {
        return rows >= maxBlockRows;
    }

    /** Adds row {@code row} of {@code chunk}. */
    void addRow(Chunk chunk, int row) {
        addRun(chunk, row, 1);
    }

    /** Adds rows {@code [from, from + length)} of {@code chunk}. */
    void addRun(Chunk chunk, int from, int length) {
        if (runs == 0) {
            bytesPerRow = chunk.byteSize() / chunk.rows();
        }
        int last = runs - 1;
        if (last >= 0 && runChunks[last] == chunk && runFrom[last] + runLength[last] == from) {
            runLength[last] += length;
        } else {
            if (runs == runChunks.length) {
                runChunks = Arrays.copyOf(runChunks, runs * 2);
                runFrom = Arrays.copyOf(runFrom, runs * 2);
                runLength = Arrays.copyOf(runLength, runs * 2);
            }
            runChunks[runs] = chunk;
            runFrom[runs] = from;
            runLength[runs] = length;
            runs++;
        }
        rows += length;
    }

    /** The rows added since the last build as a block, or {@code null} when there are none. */
    Chunk build() {
        if (runs == 0) {
            return null;
        }
        Chunk block;
        if (runs == 1 && runFrom[0] == 0 && runLength[0] == runChunks[0].rows()) {
            block = runChunks[0];
        } else {
            int columnCount = runChunks[0].columnCount();
            List<Column> columns = new ArrayList<>(columnCount);
            Column[] sources = new Column[runs];
            for (int c = 0; c < columnCount; c++) {
                for (int i = 0; i < runs; i++) {
                    sources[i] = runChunks[i].column(c);
                }
                columns.add(RunGather.gather(sources, runFrom, runLength, runs, rows));
            }
            block = new Chunk(columns, rows);
        }
        Arrays.fill(runChunks, 0, runs, null);
        runs = 0;
        rows = 0;
        return block;
    }
}
