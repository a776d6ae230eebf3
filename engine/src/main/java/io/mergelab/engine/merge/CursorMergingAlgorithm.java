package io.mergelab.engine.merge;

import io.mergelab.engine.column.Chunk;

/**
 * The merge loop the table algorithms share: feed waiting sources, then take the next run of rows (the top source's
 * rows that precede every other source's current row) until a block is full. Subclasses decide which rows of a run
 * reach the block.
 */
abstract class CursorMergingAlgorithm implements MergingAlgorithm {
    final SortedCursors cursors;
    final MergedBlockBuilder out;

    CursorMergingAlgorithm(int sources, SortingKeyColumns key, int maxBlockRows) {
        this.cursors = new SortedCursors(sources, key);
        this.out = new MergedBlockBuilder(maxBlockRows);
    }

    @Override
    public void consume(int source, Chunk chunk) {
        cursors.consume(source, chunk);
    }

    @Override
    public final Status merge() {
        while (true) {
            if (out.isFull()) {
                return Status.ready(block());
            }
            int waiting = cursors.waitingSource();
            if (waiting >= 0) {
                return Status.need(waiting);
            }
            if (cursors.exhausted()) {
                finish();
                return Status.done(block());
            }
            int top = cursors.top();
            int from = cursors.position(top);
            int rows = cursors.runLength(out.maxBlockRows() - out.rows());
            boolean emitNow = takeRun(top, from, rows);
            cursors.advance(rows);
            if (emitNow) {
                return Status.ready(block());
            }
        }
    }

    /**
     * Takes rows {@code [from, from + rows)} of {@code source}'s current chunk, which come next in merge order and fit
     * the block; returns whether the block must be handed on right away.
     */
    abstract boolean takeRun(int source, int from, int rows);

    /** The rows added since the last block, as a block ({@code null} when none); algorithms that compute values override. */
    Chunk block() {
        return out.build();
    }

    /** Called once when every source is exhausted, before the last block is built. */
    void finish() {
    }

    /** Bytes held: one chunk per source and the block being filled. */
    @Override
    public final long memoryBytes() {
        return cursors.heldBytes() + out.heldBytes();
    }
}
