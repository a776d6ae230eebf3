package io.mergelab.engine.index.skip.bloom;

import java.util.Arrays;

/** Distinct {@code long}s (the value hashes of one index granule) in an open-addressing table, reused across granules. */
final class LongHashSet {
    private long[] slots = new long[64];
    private boolean hasZero;
    private int size;

    void add(long v) {
        if (v == 0) {
            if (!hasZero) {
                hasZero = true;
                size++;
            }
            return;
        }
        int mask = slots.length - 1;
        int i = spread(v) & mask;
        while (slots[i] != 0) {
            if (slots[i] == v) {
                return;
            }
            i = (i + 1) & mask;
        }
        slots[i] = v;
        if (++size * 2 > slots.length) {
            grow();
        }
    }

    int size() {
        return size;
    }

    /** Adds every element to {@code filter} with {@code k} hashes each, without copying them out. */
    void addAllTo(BitArray filter, int k) {
        if (hasZero) {
            filter.add(0, k);
        }
        for (long v : slots) {
            if (v != 0) {
                filter.add(v, k);
            }
        }
    }

    void clear() {
        Arrays.fill(slots, 0);
        hasZero = false;
        size = 0;
    }

    private void grow() {
        long[] old = slots;
        slots = new long[old.length * 2];
        int mask = slots.length - 1;
        for (long v : old) {
            if (v != 0) {
                int i = spread(v) & mask;
                while (slots[i] != 0) {
                    i = (i + 1) & mask;
                }
                slots[i] = v;
            }
        }
    }

    /** The values are hashes already; folding the high half in keeps low bits well mixed for the mask. */
    private static int spread(long v) {
        return (int) (v ^ (v >>> 32));
    }
}
