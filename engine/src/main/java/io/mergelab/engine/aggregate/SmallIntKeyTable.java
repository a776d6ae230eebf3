package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import java.util.Arrays;
import java.util.List;

/**
 * One 8- or 16-bit integer key: the key indexes an array of group numbers directly, with no hashing or probing
 * (ClickHouse's {@code key8} / {@code key16} methods over a FixedHashMap).
 */
final class SmallIntKeyTable implements GroupKeyTable {
    private final DataType keyType;
    /** Added to a key to make it an index: 2^(bits-1) for signed types, 0 for unsigned. */
    private final int offset;
    /** Group + 1 of each key, by key + offset (0: not seen). */
    private final int[] groupOfKey;
    private long[] groupKeys = new long[16];
    private int groups;

    SmallIntKeyTable(IntegerType keyType) {
        this.keyType = keyType;
        this.offset = keyType.signed() ? 1 << (keyType.bits() - 1) : 0;
        this.groupOfKey = new int[1 << keyType.bits()];
    }

    /** Whether a key of this type fits the table: an integer of at most 16 bits. */
    static boolean fits(DataType type) {
        return type instanceof IntegerType i && i.bits() <= 16;
    }

    @Override
    public void groupIds(Column[] keys, int rows, int[] out) {
        long[] v = ((LongColumn) keys[0]).values();
        int[] index = groupOfKey;
        for (int i = 0; i < rows; i++) {
            int slot = (int) v[i] + offset;
            int g = index[slot];
            out[i] = g != 0 ? g - 1 : insert(slot, v[i]);
        }
    }

    private int insert(int slot, long key) {
        int g = groups++;
        if (g == groupKeys.length) {
            groupKeys = Arrays.copyOf(groupKeys, g * 2);
        }
        groupKeys[g] = key;
        groupOfKey[slot] = g + 1;
        return g;
    }

    @Override
    public long hash(int group) {
        return LongKeyTable.hashOf(groupKeys[group]);
    }

    @Override
    public long byteSize() {
        return 4L * groupOfKey.length + 8L * groupKeys.length;
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
