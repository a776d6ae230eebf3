package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.function.hash.CityHash64;
import io.mergelab.engine.type.DataType;
import java.util.Arrays;
import java.util.List;

/**
 * One byte-string key (String, FixedString, UUID, or several keys serialized into one): the group keys live
 * in one byte arena; each slot is one {@code long} of the hash's upper half and the group number, so probing
 * touches one array and compares hash bits before bytes.
 */
final class BytesKeyTable implements GroupKeyTable {
    private final DataType keyType;
    /** Per slot: upper 32 bits of the hash, then group + 1 in the lower 32 bits; 0 is an empty slot. */
    private long[] slots = new long[256];
    private byte[] arena = new byte[1024];
    /** group g's bytes are {@code arena[offsets[g], offsets[g + 1])}. */
    private int[] offsets = new int[65];
    private long[] groupHashes = new long[64];
    private int groups;

    BytesKeyTable(DataType keyType) {
        this.keyType = keyType;
    }

    @Override
    public void groupIds(Column[] keys, int rows, int[] out) {
        BytesColumn c = (BytesColumn) keys[0];
        byte[] data = c.data();
        int[] starts = c.offsets();
        for (int i = 0; i < rows; i++) {
            out[i] = findOrInsert(data, starts[i], starts[i + 1] - starts[i]);
        }
    }

    int findOrInsert(byte[] data, int from, int length) {
        long hash = CityHash64.hash(data, from, length);
        long tag = hash & 0xFFFF_FFFF_0000_0000L;
        long[] s = slots;
        int mask = s.length - 1;
        int slot = (int) hash & mask;
        while (true) {
            long entry = s[slot];
            if (entry == 0) {
                return insert(slot, hash, data, from, length);
            }
            if ((entry & 0xFFFF_FFFF_0000_0000L) == tag) {
                int g = (int) entry;
                int start = offsets[g - 1];
                int end = offsets[g];
                if (end - start == length && Arrays.equals(arena, start, end, data, from, from + length)) {
                    return g - 1;
                }
            }
            slot = (slot + 1) & mask;
        }
    }

    private int insert(int slot, long hash, byte[] data, int from, int length) {
        int g = groups++;
        if (g == groupHashes.length) {
            groupHashes = Arrays.copyOf(groupHashes, g * 2);
            offsets = Arrays.copyOf(offsets, g * 2 + 1);
        }
        int start = offsets[g];
        if (start + length > arena.length) {
            arena = Arrays.copyOf(arena, Math.max(start + length, arena.length * 2));
        }
        System.arraycopy(data, from, arena, start, length);
        offsets[g + 1] = start + length;
        groupHashes[g] = hash;
        slots[slot] = entry(hash, g);
        if (groups * 2 > slots.length) {
            rehash();
        }
        return g;
    }

    private static long entry(long hash, int group) {
        return (hash & 0xFFFF_FFFF_0000_0000L) | (group + 1L);
    }

    private void rehash() {
        slots = new long[slots.length * 2];
        int mask = slots.length - 1;
        for (int g = 0; g < groups; g++) {
            int slot = (int) groupHashes[g] & mask;
            while (slots[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            slots[slot] = entry(groupHashes[g], g);
        }
    }

    @Override
    public long hash(int group) {
        return KeyHash.mix(groupHashes[group]);
    }

    @Override
    public int size() {
        return groups;
    }

    @Override
    public List<Column> keyColumns() {
        return List.of(new BytesColumn(keyType, Arrays.copyOf(arena, offsets[groups]),
                Arrays.copyOf(offsets, groups + 1), groups));
    }
}
