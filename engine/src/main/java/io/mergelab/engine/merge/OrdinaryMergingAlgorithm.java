package io.mergelab.engine.merge;

import io.mergelab.engine.column.Chunk;

/**
 * Merges sorted sources keeping every row (MergeTree): rows with equal keys come in source order, and within a source
 * in their order. Runs of rows that one source wins are copied as ranges; a source chunk that precedes all others whole
 * passes through without a copy.
 */
public final class OrdinaryMergingAlgorithm implements MergingAlgorithm {
    private final SortedCursors cursors;
    private final MergedBlockBuilder out;

    /** Merges {@code sources} streams sorted by {@code key} into blocks of at most {@code maxBlockRows} rows. */
    public OrdinaryMergingAlgorithm(int sources, SortingKeyColumns key, int maxBlockRows) {
        this.cursors = new SortedCursors(sources, key);
        this.out = new MergedBlockBuilder(maxBlockRows);
    }

    @Override
    public void consume(int source, Chunk chunk) {
        cursors.consume(source, chunk);
    }

    @Override
    public Status merge() {
        while (true) {
            if (out.isFull()) {
                return Status.ready(out.build());
            }
            int waiting = cursors.waitingSource();
            if (waiting >= 0) {
                return Status.need(waiting);
            }
            if (cursors.exhausted()) {
                return Status.done(out.build());
            }
            int top = cursors.top();
            Chunk chunk = cursors.chunk(top);
            int from = cursors.position(top);
            int rows = cursors.runLength(out.maxBlockRows() - out.rows());
            boolean wholeChunkAlone = out.rows() == 0 && from == 0 && rows == chunk.rows();
            out.addRun(chunk, from, rows);
            cursors.advance(rows);
            if (wholeChunkAlone) {
                return Status.ready(out.build());
            }
        }
    }

    /** Bytes held: one chunk per source and the block being filled. */
    @Override
    public long memoryBytes() {
        return cursors.heldBytes() + out.heldBytes();
    }
}
