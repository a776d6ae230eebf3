package io.mergelab.engine.column;

/**
 * Per-thread {@code long[]} arrays a consumer hands back once a block's columns died with it (a WHERE filter after it
 * copied out the rows it keeps, an aggregation after it added the block, when fed by MergeTree reads), for the next
 * block's read to decode into instead of a fresh array. A fresh {@code long[65536]} is zeroed and then written in
 * memory that is not in the cache, which cost half a two-byte column's filtered scan; a handed-back one is still in
 * the cache, as a block ClickHouse frees is handed out again by its allocator. Only arrays of exactly the length asked
 * for are reused, so a column's array is never longer than it.
 */
public final class RecycledLongs {
    /**
     * Arrays kept per thread: the columns of a narrow read's blocks in flight between the read and the consumer that
     * hands them back (a chunk in the read's output port, one in each transform on the way, one being consumed), so
     * the read does not run dry while blocks are on their way and the consumer does not drop arrays that come back
     * together.
     */
    private static final int KEPT = 8;
    /** Shorter arrays are cheap to allocate; longer ones (huge blocks) should not stay on the thread. */
    private static final int MIN_LENGTH = 4096;
    private static final int MAX_LENGTH = 1 << 17;
    private static final ThreadLocal<long[][]> KEPT_ARRAYS = ThreadLocal.withInitial(() -> new long[KEPT][]);
    /**
     * Arrays a thread had no room for, for any thread that runs dry: the executor moves processors between its
     * workers, so one thread may hand back the blocks another reads. Kept for the process's life, so few (at most
     * 4 MB).
     */
    private static final long[][] OVERFLOW = new long[4][];

    private RecycledLongs() {
    }

    /** An array of exactly {@code length} values, handed back earlier on this thread or new; its contents are arbitrary. */
    public static long[] take(int length) {
        // no test of the length against what giveBack keeps: other lengths are simply not found. Such a test, compiled
        // while queries read only whole blocks, trapped at the first small block a system log merge read, and threw
        // out the compiled read path it was inlined into (a JIT deoptimisation; docs/benchmarks.md, read24)
        long[][] kept = KEPT_ARRAYS.get();
        for (int i = 0; i < KEPT; i++) {
            long[] a = kept[i];
            if (a != null && a.length == length) {
                kept[i] = null;
                return a;
            }
        }
        return takeShared(length);
    }

    /** An array from {@link #OVERFLOW}, or new. */
    private static long[] takeShared(int length) {
        synchronized (OVERFLOW) {
            for (int i = 0; i < OVERFLOW.length; i++) {
                long[] a = OVERFLOW[i];
                if (a != null && a.length == length) {
                    OVERFLOW[i] = null;
                    return a;
                }
            }
        }
        return new long[length];
    }

    /** Hands back {@code values}, which nothing may read or write any more; dropped when enough are kept. */
    public static void giveBack(long[] values) {
        if (values.length < MIN_LENGTH || values.length > MAX_LENGTH) {
            return;
        }
        long[][] kept = KEPT_ARRAYS.get();
        for (int i = 0; i < KEPT; i++) {
            if (kept[i] == null) {
                kept[i] = values;
                return;
            }
        }
        synchronized (OVERFLOW) {
            for (int i = 0; i < OVERFLOW.length; i++) {
                if (OVERFLOW[i] == null) {
                    OVERFLOW[i] = values;
                    return;
                }
            }
        }
    }
}
