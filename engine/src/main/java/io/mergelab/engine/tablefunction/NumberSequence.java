package io.mergelab.engine.tablefunction;

/**
 * The values {@code start, start + step, ...} (UInt64, wrapping like ClickHouse's unsigned arithmetic), finite
 * ({@code count} values, an unsigned count) or endless. Several sources may share one sequence (numbers_mt):
 * each claims the next block under a short lock, so fast lanes take more blocks.
 */
final class NumberSequence {
    /** A claimed block: values at indexes {@code [firstIndex, firstIndex + rows)}. */
    record Block(long firstIndex, int rows) {
    }

    private final long start;
    private final long step;
    private final long count;
    private final boolean endless;
    private long nextIndex;

    private NumberSequence(long start, long step, long count, boolean endless) {
        this.start = start;
        this.step = step;
        this.count = count;
        this.endless = endless;
    }

    static NumberSequence finite(long start, long step, long count) {
        return new NumberSequence(start, step, count, false);
    }

    static NumberSequence endless(long start, long step) {
        return new NumberSequence(start, step, 0, true);
    }

    boolean isEndless() {
        return endless;
    }

    /** The number of values (unsigned); meaningless for an endless sequence. */
    long count() {
        return count;
    }

    /** Claims up to {@code maxRows} next values, or {@code null} when none are left. */
    synchronized Block claim(int maxRows) {
        long left = endless ? Long.MAX_VALUE : count - nextIndex;
        if (!endless && left == 0) {
            return null;
        }
        int rows = Long.compareUnsigned(left, maxRows) < 0 ? (int) left : maxRows;
        Block b = new Block(nextIndex, rows);
        nextIndex += rows;
        return b;
    }

    /** Fills {@code out[0, rows)} with the block's values. */
    void fill(Block block, long[] out) {
        long v = start + block.firstIndex() * step;
        for (int i = 0; i < block.rows(); i++) {
            out[i] = v;
            v += step;
        }
    }
}
