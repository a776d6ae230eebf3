package io.mergelab.engine.aggregate;

import java.util.function.LongConsumer;

/**
 * A set of 64-bit values that, once large, is split by the top bits of each value's hash into {@value #PARTS}
 * {@link LongHashSet}s (as ClickHouse turns a large set two-level), each with a buffer of values waiting to go in. A
 * value goes to its part's buffer (a sequential write); a full buffer goes into its sub-table in one go, while that
 * table's lines stay in the first-level cache: {@value #PENDING} values into a table of some hundred cache lines touch
 * each line several times, where values inserted as they come into one large table (2 MB for 100,000 values) miss
 * the second-level cache almost every time. The buffers are emptied before the set is read or merged. Small sets stay
 * one table without buffers: {@value #PARTS} tables and buffers for a few values would waste memory.
 */
final class RadixLongHashSet {
    private static final int PART_BITS = 6;
    private static final int PARTS = 1 << PART_BITS;
    /** Values held before the set is split: a table of 16,384 slots (128 KB), past the first-level cache. */
    private static final int SPLIT_AT = 8192;
    /** Values a part's buffer holds (32 KB) before they go into its table. */
    private static final int PENDING = 4096;
    /** Bytes a sub-table and its buffer cost beyond their arrays: two objects' and three arrays' headers. */
    private static final long PART_OVERHEAD_BYTES = 80;

    /** While small: the one table (null once split). */
    private LongHashSet single;
    /** Once split: the tables by the top {@link #PART_BITS} bits of the hash. */
    private LongHashSet[] parts;
    /** Once split: each part's values not yet in its table, and how many. */
    private long[][] pending;
    private int[] pendingCount;

    RadixLongHashSet() {
        single = new LongHashSet();
    }

    private RadixLongHashSet(LongHashSet single, LongHashSet[] parts) {
        this.single = single;
        this.parts = parts;
        if (parts != null) {
            makeBuffers();
        }
    }

    private void makeBuffers() {
        pending = new long[PARTS][PENDING];
        pendingCount = new int[PARTS];
    }

    private static int part(long v) {
        return (int) (KeyHash.mix(v) >>> (64 - PART_BITS));
    }

    /** A copy of the values. */
    RadixLongHashSet copy() {
        if (single != null) {
            return new RadixLongHashSet(single.copy(), null);
        }
        flush();
        LongHashSet[] p = new LongHashSet[PARTS];
        for (int i = 0; i < PARTS; i++) {
            p[i] = parts[i].copy();
        }
        return new RadixLongHashSet(null, p);
    }

    int size() {
        if (single != null) {
            return single.size();
        }
        flush();
        int n = 0;
        for (LongHashSet p : parts) {
            n += p.size();
        }
        return n;
    }

    /** Adds the value (a no-op when present). */
    void add(long v) {
        if (single != null) {
            single.add(v);
            if (single.size() >= SPLIT_AT) {
                split();
            }
        } else {
            push(part(v), v);
        }
    }

    private void push(int p, long v) {
        int c = pendingCount[p];
        pending[p][c++] = v;
        if (c == PENDING) {
            flushPart(p, c);
            c = 0;
        }
        pendingCount[p] = c;
    }

    /**
     * Adds the values of the rows whose group mark is not negative; a row equal to the row added before it adds
     * nothing (sorted columns repeat values in runs).
     */
    void addRows(int[] groups, long[] v, int rows) {
        int i = 0;
        long last = 0;
        boolean any = false;
        // while one table: value by value, until it is split
        for (; i < rows && single != null; i++) {
            long x = v[i];
            if (groups[i] < 0 || any && x == last) {
                continue;
            }
            add(x);
            last = x;
            any = true;
        }
        for (; i < rows; i++) {
            long x = v[i];
            if (groups[i] < 0 || any && x == last) {
                continue;
            }
            push(part(x), x);
            last = x;
            any = true;
        }
    }

    private void flushPart(int p, int count) {
        LongHashSet s = parts[p];
        long[] b = pending[p];
        for (int k = 0; k < count; k++) {
            s.add(b[k]);
        }
    }

    /** Puts every buffered value into its table. */
    private void flush() {
        for (int p = 0; p < PARTS; p++) {
            if (pendingCount[p] > 0) {
                flushPart(p, pendingCount[p]);
                pendingCount[p] = 0;
            }
        }
    }

    /** Moves the one table's values into the sub-tables. */
    private void split() {
        LongHashSet[] p = new LongHashSet[PARTS];
        for (int i = 0; i < PARTS; i++) {
            p[i] = new LongHashSet();
        }
        single.forEach(v -> p[part(v)].add(v));
        parts = p;
        single = null;
        makeBuffers();
    }

    /** Adds every value of {@code other}. */
    void addAll(RadixLongHashSet other) {
        if (single != null && other.single != null) {
            single.addAll(other.single);
            if (single.size() >= SPLIT_AT) {
                split();
            }
            return;
        }
        if (single != null) {
            split();
        }
        flush();
        if (other.single != null) {
            other.single.forEach(v -> parts[part(v)].add(v));
            return;
        }
        other.flush();
        for (int p = 0; p < PARTS; p++) {
            parts[p].addAll(other.parts[p]);
        }
    }

    /** Calls {@code action} for every value. */
    void forEach(LongConsumer action) {
        if (single != null) {
            single.forEach(action);
            return;
        }
        flush();
        for (LongHashSet p : parts) {
            p.forEach(action);
        }
    }

    /** Heap bytes of the tables and the buffers (buffered values may still be added, so the tables may grow). */
    long byteSize() {
        if (single != null) {
            return single.byteSize();
        }
        long bytes = PARTS * (PART_OVERHEAD_BYTES + 8L * PENDING + 4);
        for (LongHashSet p : parts) {
            bytes += p.byteSize();
        }
        return bytes;
    }
}
