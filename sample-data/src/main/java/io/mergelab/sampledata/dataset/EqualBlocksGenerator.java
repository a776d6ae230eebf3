package io.mergelab.sampledata.dataset;

import io.mergelab.engine.column.Chunk;

/**
 * The usual cut of a generation: blocks of {@code blockRows} consecutive rows, the last one shorter. Subclasses only
 * fill a block; the numbering of blocks and rows, which every generator must agree on, lives here once.
 */
public abstract class EqualBlocksGenerator implements BlockGenerator {
    private final long rows;
    private final int blockRows;
    private final int blockCount;

    protected EqualBlocksGenerator(long rows, int blockRows) {
        this.rows = rows;
        this.blockRows = blockRows;
        this.blockCount = Math.toIntExact((rows + blockRows - 1) / blockRows);
    }

    @Override
    public final long rows() {
        return rows;
    }

    @Override
    public final int blockCount() {
        return blockCount;
    }

    @Override
    public final long firstRow(int index) {
        return (long) index * blockRows;
    }

    @Override
    public final Chunk block(int index) {
        return block(index, BlockScratch.fresh());
    }

    @Override
    public final Chunk block(int index, BlockScratch scratch) {
        long first = firstRow(index);
        scratch.startBlock();
        return fill(index, first, (int) Math.min(blockRows, rows - first), scratch);
    }

    /**
     * The {@code rows} rows of block {@code index}, the first being row {@code first} of the generation, in arrays
     * taken from {@code scratch} (the same content whichever scratch it is).
     */
    protected abstract Chunk fill(int index, long first, int rows, BlockScratch scratch);
}
