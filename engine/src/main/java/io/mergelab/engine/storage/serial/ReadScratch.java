package io.mergelab.engine.storage.serial;

/**
 * Per-thread arrays that a part reader decodes fixed-width integer columns into when the caller copies out the rows
 * it keeps before it reads again (a PREWHERE step's columns, a block's columns that a selection picks rows of). A
 * fresh {@code long[65536]} per column and block is zeroed and written in memory that is not in the cache; a reused
 * one stays there. Slot {@code i} is the reader's {@code i}-th column, so a read's columns do not share an array.
 */
public final class ReadScratch {
    /** Columns of one read held in scratch at most; the rest are read into fresh arrays. */
    static final int SLOTS = 16;
    /** Rows a scratch array holds at most (two default blocks), so a huge block does not stay on the thread. */
    static final int MAX_ROWS = 1 << 17;
    private static final ThreadLocal<long[][]> LONGS = ThreadLocal.withInitial(() -> new long[SLOTS][]);

    private static final ThreadLocal<byte[]> BYTES = ThreadLocal.withInitial(() -> new byte[0]);
    private static final ThreadLocal<long[]> POSITIONS = ThreadLocal.withInitial(() -> new long[0]);
    private static final ThreadLocal<long[]> STORED = ThreadLocal.withInitial(() -> new long[0]);

    private ReadScratch() {
    }

    /**
     * This thread's array for slot {@code slot} of at least {@code rows} values, valid until the next call for that
     * slot on this thread; {@code null} when the slot or the rows are past the limits.
     */
    static long[] longs(int slot, int rows) {
        if (slot >= SLOTS || rows > MAX_ROWS) {
            return null;
        }
        long[][] all = LONGS.get();
        long[] a = all[slot];
        if (a == null || a.length < rows) {
            a = new long[rows];
            all[slot] = a;
        }
        return a;
    }

    /**
     * This thread's byte array of at least {@code length} bytes for a column's values as stored (compared before they
     * are decoded), valid until the next call on this thread; a fresh one past two default blocks of 32-bit values.
     */
    static byte[] bytes(int length) {
        if (length > MAX_ROWS * 4) {
            return new byte[length];
        }
        byte[] b = BYTES.get();
        if (b.length < length) {
            b = new byte[length];
            BYTES.set(b);
        }
        return b;
    }

    /**
     * This thread's array of at least {@code length} values for a sparse column's non-default row positions, valid
     * until the next call on this thread; a fresh one past two default blocks.
     */
    static long[] positions(int length) {
        return kept(POSITIONS, length);
    }

    /**
     * This thread's array of at least {@code length} values for a sparse column's stored values widened, valid until
     * the next call on this thread; a fresh one past two default blocks.
     */
    static long[] stored(int length) {
        return kept(STORED, length);
    }

    /** {@code thread}'s array of at least {@code length} values, grown as needed; a fresh one past two blocks. */
    private static long[] kept(ThreadLocal<long[]> thread, int length) {
        if (length > MAX_ROWS) {
            return new long[length];
        }
        long[] v = thread.get();
        if (v.length < length) {
            v = new long[Math.max(length, 1024)];
            thread.set(v);
        }
        return v;
    }
}
