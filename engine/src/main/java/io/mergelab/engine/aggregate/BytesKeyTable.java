package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.function.hash.CityHash64;
import io.mergelab.engine.type.DataType;
import java.util.Arrays;
import java.util.List;

/**
 * One byte-string key (String, FixedString, UUID, or several keys serialized into one): the group keys live in
 * one byte arena. A slot is four {@code long}s side by side — hash tag and group, length, and the first 16 key
 * bytes — so a probe for a key of at most 16 bytes touches one cache line and never the arena (the idea of
 * ClickHouse's string hash map for short keys); longer keys compare against the {@link KeyArena}.
 */
final class BytesKeyTable implements GroupKeyTable {
    private static final int STRIDE = 4;
    private static final int INLINE_BYTES = 16;
    private static final long TAG_MASK = 0xFFFF_FFFF_0000_0000L;
    /** Rows per lookup batch: their home slots (64 bytes apart at most) stay in the L1/L2 cache. */
    private static final int BATCH = 256;
    /** Slots (32 bytes each) beyond which the table no longer fits in a typical L2 cache. */
    private static final int BATCH_FROM_CAPACITY = 1 << 15;
    private final DataType keyType;
    /** Per slot: [upper 32 hash bits | group + 1 (0: empty), length, bytes 0-7, bytes 8-15 (little-endian)]. */
    private long[] slots;
    private int capacity;
    private final KeyArena arena = new KeyArena();
    /** Group g's bytes: {@code lengths[g]} bytes at {@code positions[g]} in the arena. */
    private long[] positions;
    private int[] lengths;
    private long[] groupHashes;
    private int groups;
    private final long[] batchHashes = new long[BATCH];
    /** Sums the batch's slot reads so the compiler cannot drop them; never read. */
    private long touchSink;

    BytesKeyTable(DataType keyType, int expectedGroups) {
        this.keyType = keyType;
        capacity = GroupKeyTable.capacityFor(expectedGroups);
        slots = new long[STRIDE * capacity];
        groupHashes = new long[Math.max(64, expectedGroups)];
        positions = new long[groupHashes.length];
        lengths = new int[groupHashes.length];
    }

    /**
     * Rows are looked up in batches: first the batch's hashes, then a bare read of each row's home slot, then the
     * lookups. The reads have no dependency on each other, so their cache misses overlap instead of coming one
     * after the other (Java has no prefetch instruction; this is the same idea), and the lookups find the slots
     * in cache. With a large table, a lookup is otherwise one full memory latency; a small one is in cache anyway.
     */
    @Override
    public void groupIds(Column[] keys, int rows, int[] out) {
        BytesColumn c = (BytesColumn) keys[0];
        byte[] data = c.data();
        int[] starts = c.offsets();
        long[] hashes = batchHashes;
        for (int from = 0; from < rows; from += BATCH) {
            int n = Math.min(BATCH, rows - from);
            for (int i = 0; i < n; i++) {
                int at = starts[from + i];
                hashes[i] = CityHash64.hash(data, at, starts[from + i + 1] - at);
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
                int at = starts[from + i];
                out[from + i] = findOrInsert(data, at, starts[from + i + 1] - at, hashes[i]);
            }
        }
    }

    /** Little-endian word of up to 8 bytes from {@code data[from, from + n)}, zero-padded. */
    private static long word(byte[] data, int from, int n) {
        long v = 0;
        for (int j = 0; j < n; j++) {
            v |= (data[from + j] & 0xFFL) << (8 * j);
        }
        return v;
    }

    int findOrInsert(byte[] data, int from, int length) {
        return findOrInsert(data, from, length, CityHash64.hash(data, from, length));
    }

    private int findOrInsert(byte[] data, int from, int length, long hash) {
        long tag = hash & TAG_MASK;
        boolean inline = length <= INLINE_BYTES;
        long w0 = inline ? word(data, from, Math.min(8, length)) : 0;
        long w1 = inline && length > 8 ? word(data, from + 8, length - 8) : 0;
        long[] s = slots;
        int mask = capacity - 1;
        int slot = (int) hash & mask;
        while (true) {
            int base = slot * STRIDE;
            long entry = s[base];
            if (entry == 0) {
                return insert(slot, hash, data, from, length, w0, w1);
            }
            if ((entry & TAG_MASK) == tag && s[base + 1] == length) {
                int g = (int) entry;
                if (inline) {
                    if (s[base + 2] == w0 && s[base + 3] == w1) {
                        return g - 1;
                    }
                } else if (arena.equals(positions[g - 1], length, data, from)) {
                    return g - 1;
                }
            }
            slot = (slot + 1) & mask;
        }
    }

    private int insert(int slot, long hash, byte[] data, int from, int length, long w0, long w1) {
        int g = groups++;
        if (g == groupHashes.length) {
            groupHashes = Arrays.copyOf(groupHashes, g * 2);
            positions = Arrays.copyOf(positions, g * 2);
            lengths = Arrays.copyOf(lengths, g * 2);
        }
        positions[g] = arena.append(data, from, length);
        lengths[g] = length;
        groupHashes[g] = hash;
        fill(slot, g, length, w0, w1);
        if (groups * 2 > capacity) {
            rehash();
        }
        return g;
    }

    private void fill(int slot, int g, int length, long w0, long w1) {
        int base = slot * STRIDE;
        slots[base] = (groupHashes[g] & TAG_MASK) | (g + 1L);
        slots[base + 1] = length;
        slots[base + 2] = w0;
        slots[base + 3] = w1;
    }

    private void rehash() {
        long[] old = slots;
        capacity *= 2;
        slots = new long[STRIDE * capacity];
        int mask = capacity - 1;
        for (int base = 0; base < old.length; base += STRIDE) {
            if (old[base] == 0) {
                continue;
            }
            int g = (int) old[base] - 1;
            int slot = (int) groupHashes[g] & mask;
            while (slots[slot * STRIDE] != 0) {
                slot = (slot + 1) & mask;
            }
            System.arraycopy(old, base, slots, slot * STRIDE, STRIDE);
        }
    }

    @Override
    public long hash(int group) {
        return KeyHash.mix(groupHashes[group]);
    }

    /** The {@link #hash(int)} a group of this key will have. */
    static long hashOf(byte[] data, int from, int length) {
        return KeyHash.mix(CityHash64.hash(data, from, length));
    }

    @Override
    public long byteSize() {
        return 8L * (slots.length + groupHashes.length + positions.length) + 4L * lengths.length + arena.byteSize();
    }

    @Override
    public int size() {
        return groups;
    }

    @Override
    public List<Column> keyColumns() {
        int[] offsets = new int[groups + 1];
        for (int g = 0; g < groups; g++) {
            offsets[g + 1] = offsets[g] + lengths[g];
        }
        return List.of(new BytesColumn(keyType, arena.concatenated(), offsets, groups));
    }
}
