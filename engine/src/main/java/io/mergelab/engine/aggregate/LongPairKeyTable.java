package io.mergelab.engine.aggregate;

import java.util.Arrays;

/**
 * Keys of two {@code long}s (ClickHouse's {@code keys128} method: several fixed-width keys of 65 to 128 bits packed
 * into two words, e.g. {@code WatchID, ClientIP}): open addressing with linear probing over one {@code long[]}, a
 * slot being its two words and group + 1 (0: empty) side by side, so a probe touches one cache line. Rows are looked
 * up in batches whose home slots are read first, so their cache misses overlap (see {@link BytesKeyTable}).
 */
final class LongPairKeyTable {
    private static final int STRIDE = 3;
    private static final int BATCH = 256;
    /** Slots beyond which the table no longer fits in a typical L2 cache. */
    private static final int BATCH_FROM_CAPACITY = 1 << 15;
    private long[] slots;
    private int capacity;
    private long[] firstKeys;
    private long[] secondKeys;
    private int groups;
    private final long[] batchHashes = new long[BATCH];
    /** Sums the batch's slot reads so the compiler cannot drop them; never read. */
    private long touchSink;

    LongPairKeyTable(int expectedGroups) {
        capacity = GroupKeyTable.capacityFor(expectedGroups);
        slots = new long[STRIDE * capacity];
        firstKeys = new long[Math.max(64, expectedGroups)];
        secondKeys = new long[firstKeys.length];
    }

    static long hashOf(long first, long second) {
        return KeyHash.mix(first ^ KeyHash.mix(second + 0x9E3779B97F4A7C15L));
    }

    /** Writes the group of each row's pair {@code (first[i], second[i])} to {@code out}, adding unseen pairs. */
    void groupIds(long[] first, long[] second, int rows, int[] out) {
        long[] hashes = batchHashes;
        for (int from = 0; from < rows; from += BATCH) {
            int n = Math.min(BATCH, rows - from);
            for (int i = 0; i < n; i++) {
                hashes[i] = hashOf(first[from + i], second[from + i]);
            }
            if (capacity >= BATCH_FROM_CAPACITY) {
                long[] s = slots;
                int mask = capacity - 1;
                long touched = 0;
                for (int i = 0; i < n; i++) {
                    touched += s[((int) hashes[i] & mask) * STRIDE];
                }
                touchSink += touched;
            }
            for (int i = 0; i < n; i++) {
                out[from + i] = findOrInsert(first[from + i], second[from + i], hashes[i]);
            }
        }
    }

    private int findOrInsert(long a, long b, long hash) {
        long[] s = slots;
        int mask = capacity - 1;
        int slot = (int) hash & mask;
        while (true) {
            int base = slot * STRIDE;
            long g = s[base + 2];
            if (g == 0) {
                return insert(base, a, b);
            }
            if (s[base] == a && s[base + 1] == b) {
                return (int) g - 1;
            }
            slot = (slot + 1) & mask;
        }
    }

    private int insert(int base, long a, long b) {
        int g = groups++;
        if (g == firstKeys.length) {
            firstKeys = Arrays.copyOf(firstKeys, g * 2);
            secondKeys = Arrays.copyOf(secondKeys, g * 2);
        }
        firstKeys[g] = a;
        secondKeys[g] = b;
        slots[base] = a;
        slots[base + 1] = b;
        slots[base + 2] = g + 1;
        if (groups * 2 > capacity) {
            rehash();
        }
        return g;
    }

    private void rehash() {
        capacity *= 2;
        slots = new long[STRIDE * capacity];
        int mask = capacity - 1;
        for (int g = 0; g < groups; g++) {
            int slot = (int) hashOf(firstKeys[g], secondKeys[g]) & mask;
            while (slots[slot * STRIDE + 2] != 0) {
                slot = (slot + 1) & mask;
            }
            int base = slot * STRIDE;
            slots[base] = firstKeys[g];
            slots[base + 1] = secondKeys[g];
            slots[base + 2] = g + 1;
        }
    }

    long hash(int group) {
        return hashOf(firstKeys[group], secondKeys[group]);
    }

    int size() {
        return groups;
    }

    /** The first words of the groups' keys, group g at g (an array of at least {@link #size()} entries). */
    long[] firstKeys() {
        return firstKeys;
    }

    long[] secondKeys() {
        return secondKeys;
    }

    long byteSize() {
        return 8L * (slots.length + firstKeys.length + secondKeys.length);
    }
}
