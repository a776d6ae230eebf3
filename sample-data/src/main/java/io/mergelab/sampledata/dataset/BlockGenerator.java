package io.mergelab.sampledata.dataset;

import io.mergelab.engine.column.Chunk;
import java.util.Iterator;
import java.util.List;

/**
 * The rows of one generation, cut into numbered blocks. {@link #block} is a pure function of the knobs and the
 * block number, safe to call from several threads at once: any thread count, and any order of calls, gives the same
 * blocks — which is what makes the data identical however it is loaded.
 */
public interface BlockGenerator {

    /** All rows, the sum of every block's rows. */
    long rows();

    int blockCount();

    /** The number of the first row of block {@code index}: blocks hold consecutive rows. */
    long firstRow(int index);

    /** The number of rows block {@code index} holds, without generating it. */
    default long blockRows(int index) {
        long end = index + 1 < blockCount() ? firstRow(index + 1) : rows();
        return end - firstRow(index);
    }

    /** The rows of block {@code index}, in the dataset's column order; the caller may keep them. */
    Chunk block(int index);

    /**
     * The same rows as {@link #block(int)}, in arrays taken from {@code scratch}: with a {@link BlockScratch#reused()}
     * one, the block is valid only until the next call with that scratch, so the caller must not keep it, nor hand it
     * to anything that keeps it, past then. Generators of small blocks may ignore the scratch.
     */
    default Chunk block(int index, BlockScratch scratch) {
        return block(index);
    }

    /**
     * The rows of {@link #block(int)} in consecutive pieces, each filled when asked for, in arrays taken from
     * {@code scratch} (with a {@link BlockScratch#reused()} one, a piece is valid only until the next is asked for):
     * a big block then takes no array bigger than a piece. Generators whose blocks are small give the whole block as
     * one piece.
     */
    default Iterator<Chunk> pieces(int index, BlockScratch scratch) {
        return List.of(block(index, scratch)).iterator();
    }
}
