package io.mergelab.engine.aggregate;

import java.util.Arrays;
import java.util.function.LongConsumer;

/**
 * A set of 64-bit values that, once large, is split by the top bits of each value's hash into {@value #PARTS}
 * {@link LongHashSet}s (as ClickHouse turns a large set two-level). A block of values is then first sorted by part
 * (a counting sort) and inserted part by part, so the one sub-table being filled stays in the first-level cache,
 * where the inserts of one large table (2 MB for 100,000 values) would miss the second-level cache almost every time;
 * and the sub-tables grow one by one in cache instead of one table being copied into a new, larger one. Two such sets
 * merge part by part. Small sets stay one table: {@value #PARTS} tables for a few values would waste memory.
 */
final class RadixLongHashSet {
    private static final int PART_BITS = 6;
    private static final int PARTS = 1 << PART_BITS;
    /** Values held before the set is split: a table of 16,384 slots (128 KB), past the first-level cache. */
    private static final int SPLIT_AT = 8192;
    /** Bytes a sub-table costs beyond its slot array: the object and its array's header. */
    private static final long PART_OVERHEAD_BYTES = 48;

    /** While small: the one table (null once split). */
    private LongHashSet single;
    /** Once split: the tables by the top {@link #PART_BITS} bits of the hash. */
    private LongHashSet[] parts;
    /** Block scratch once split: the block's values, their part numbers, the values in part order. */
    private long[] values;
    private byte[] partOf;
    private long[] ordered;
    private final int[] starts = new int[PARTS + 1];
    private final int[] next = new int[PARTS];

    RadixLongHashSet() {
        single = new LongHashSet();
    }

    private RadixLongHashSet(LongHashSet single, LongHashSet[] parts) {
        this.single = single;
        this.parts = parts;
    }

    /** A copy of the values (not of the scratch arrays). */
    RadixLongHashSet copy() {
        if (single != null) {
            return new RadixLongHashSet(single.copy(), null);
        }
        LongHashSet[] p = new LongHashSet[PARTS];
        for (int i = 0; i < PARTS; i++) {
            p[i] = parts[i].copy();
        }
        return new RadixLongHashSet(null, p);
    }

    private static int part(long v) {
        return (int) (KeyHash.mix(v) >>> (64 - PART_BITS));
    }

    int size() {
        if (single != null) {
            return single.size();
        }
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
            parts[part(v)].add(v);
        }
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
        if (i < rows) {
            addRowsSplit(groups, v, i, rows, any, last);
        }
    }

    /** Rows from..rows of a split set: gathered with their parts, ordered by part, inserted part by part. */
    private void addRowsSplit(int[] groups, long[] v, int from, int rows, boolean any, long last) {
        int capacity = rows - from;
        if (values == null || values.length < capacity) {
            values = new long[capacity];
            partOf = new byte[capacity];
            ordered = new long[capacity];
        }
        long[] vals = values;
        byte[] po = partOf;
        int[] st = starts;
        Arrays.fill(st, 0);
        int n = 0;
        for (int i = from; i < rows; i++) {
            long x = v[i];
            if (groups[i] < 0 || any && x == last) {
                continue;
            }
            int p = part(x);
            vals[n] = x;
            po[n] = (byte) p;
            st[p + 1]++;
            n++;
            last = x;
            any = true;
        }
        for (int p = 0; p < PARTS; p++) {
            st[p + 1] += st[p];
        }
        long[] out = ordered;
        int[] nx = next;
        System.arraycopy(st, 0, nx, 0, PARTS);
        for (int k = 0; k < n; k++) {
            out[nx[po[k]]++] = vals[k];
        }
        for (int p = 0; p < PARTS; p++) {
            LongHashSet s = parts[p];
            for (int k = st[p]; k < st[p + 1]; k++) {
                s.add(out[k]);
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
        if (other.single != null) {
            other.single.forEach(v -> parts[part(v)].add(v));
            return;
        }
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
        for (LongHashSet p : parts) {
            p.forEach(action);
        }
    }

    /** Heap bytes of the tables and of the block scratch. */
    long byteSize() {
        if (single != null) {
            return single.byteSize();
        }
        long bytes = PARTS * (PART_OVERHEAD_BYTES + 4L) + (values != null ? 17L * values.length : 0);
        for (LongHashSet p : parts) {
            bytes += p.byteSize();
        }
        return bytes;
    }
}
