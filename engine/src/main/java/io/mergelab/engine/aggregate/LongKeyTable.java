package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.DataType;
import java.util.Arrays;
import java.util.List;

/** One key held in {@code long} (integers, dates, times, decimals, Bool): open addressing with linear probing. */
final class LongKeyTable implements GroupKeyTable {
    private final DataType keyType;
    private long[] slotKeys = new long[256];
    /** group + 1 per slot; 0 is an empty slot. */
    private int[] slotGroups = new int[256];
    private int shift = 64 - 8;
    private long[] groupKeys = new long[64];
    private int groups;

    LongKeyTable(DataType keyType) {
        this.keyType = keyType;
    }

    @Override
    public void groupIds(Column[] keys, int rows, int[] out) {
        long[] v = ((LongColumn) keys[0]).values();
        for (int i = 0; i < rows; i++) {
            out[i] = findOrInsert(v[i]);
        }
    }

    private int findOrInsert(long key) {
        int mask = slotGroups.length - 1;
        int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> shift);
        while (true) {
            int g = slotGroups[slot];
            if (g == 0) {
                return insert(slot, key);
            }
            if (slotKeys[slot] == key) {
                return g - 1;
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
        slotKeys[slot] = key;
        slotGroups[slot] = g + 1;
        if (groups * 2 > slotGroups.length) {
            rehash();
        }
        return g;
    }

    private void rehash() {
        int capacity = slotGroups.length * 2;
        shift--;
        slotKeys = new long[capacity];
        slotGroups = new int[capacity];
        int mask = capacity - 1;
        for (int g = 0; g < groups; g++) {
            long key = groupKeys[g];
            int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> shift);
            while (slotGroups[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            slotKeys[slot] = key;
            slotGroups[slot] = g + 1;
        }
    }

    @Override
    public long hash(int group) {
        return KeyHash.mix(groupKeys[group]);
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
