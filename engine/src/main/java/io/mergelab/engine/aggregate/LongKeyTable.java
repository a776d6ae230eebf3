package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.DataType;
import java.util.Arrays;
import java.util.List;

/** One key held in {@code long} (integers, dates, times, decimals, Bool): open addressing with linear probing. */
final class LongKeyTable implements GroupKeyTable {
    private final DataType keyType;
    /**
     * Slot i holds its key at {@code 2i} and group + 1 at {@code 2i + 1} (0: empty), side by side so a probe
     * touches one cache line.
     */
    private long[] slots;
    private int capacity;
    private int shift;
    private long[] groupKeys;
    private int groups;

    LongKeyTable(DataType keyType, int expectedGroups) {
        this.keyType = keyType;
        capacity = GroupKeyTable.capacityFor(expectedGroups);
        shift = 64 - Integer.numberOfTrailingZeros(capacity);
        slots = new long[2 * capacity];
        groupKeys = new long[Math.max(64, expectedGroups)];
    }

    @Override
    public void groupIds(Column[] keys, int rows, int[] out) {
        long[] v = ((LongColumn) keys[0]).values();
        for (int i = 0; i < rows; i++) {
            out[i] = findOrInsert(v[i]);
        }
    }

    private int findOrInsert(long key) {
        int mask = capacity - 1;
        long[] s = slots;
        int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> shift);
        while (true) {
            long g = s[2 * slot + 1];
            if (g == 0) {
                return insert(slot, key);
            }
            if (s[2 * slot] == key) {
                return (int) g - 1;
            }
            slot = (slot + 1) & mask;
        }
    }

    private int insert(int slot, long key) {
        int g = groups++;
        if (g == groupKeys.length) {
            groupKeys = Arrays.copyOf(groupKeys, g * 2);
        }
        groupKeys[g] = key;
        slots[2 * slot] = key;
        slots[2 * slot + 1] = g + 1;
        if (groups * 2 > capacity) {
            rehash();
        }
        return g;
    }

    private void rehash() {
        capacity *= 2;
        shift--;
        slots = new long[2 * capacity];
        int mask = capacity - 1;
        for (int g = 0; g < groups; g++) {
            long key = groupKeys[g];
            int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> shift);
            while (slots[2 * slot + 1] != 0) {
                slot = (slot + 1) & mask;
            }
            slots[2 * slot] = key;
            slots[2 * slot + 1] = g + 1;
        }
    }

    @Override
    public long hash(int group) {
        return hashOf(groupKeys[group]);
    }

    /** The {@link #hash(int)} a group of this key will have. */
    static long hashOf(long key) {
        return KeyHash.mix(key);
    }

    @Override
    public long byteSize() {
        return 8L * (slots.length + groupKeys.length);
    }

    @Override
    public int size() {
        return groups;
    }

    @Override
    public List<Column> keyColumns() {
        return List.of(new LongColumn(keyType, Arrays.copyOf(groupKeys, groups), groups));
    }
}
