package io.mergelab.engine.merge;

import io.mergelab.engine.column.Chunk;

/**
 * Merges sorted sources keeping every row (MergeTree): rows with equal keys come in source order, and within a source
 * in their order. Runs of rows that one source wins are copied as ranges; a source chunk that precedes all others whole
 * passes through without a copy.
 */
public final class OrdinaryMergingAlgorithm extends CursorMergingAlgorithm {

    /** Merges {@code sources} streams sorted by {@code key} into blocks of at most {@code maxBlockRows} rows. */
    public OrdinaryMergingAlgorithm(int sources, SortingKeyColumns key, int maxBlockRows) {
        super(sources, key, maxBlockRows);
    }

    @Override
    boolean takeRun(int source, int from, int rows) {
        Chunk chunk = cursors.chunk(source);
        boolean wholeChunkAlone = out.rows() == 0 && from == 0 && rows == chunk.rows();
        out.addRun(chunk, from, rows);
        return wholeChunkAlone;
    }
}
