package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.IntegerType;
import java.util.ArrayList;
import java.util.List;

/**
 * Several fixed-width keys whose widths add up to at most 64 bits (ClickHouse's {@code keys64} method: two Int16, an
 * Int16 and an Int32, a Date and a UInt32, ...): each row's keys are packed into one {@code long}, which a
 * {@link LongKeyTable} groups, instead of serializing them into a byte string per row. The key columns are unpacked
 * from the group keys, signed types sign-extended.
 */
final class PackedKeyTable implements GroupKeyTable {
    private final List<DataType> keyTypes;
    private final int[] bits;
    private final LongKeyTable table;
    private long[] packed = new long[0];

    private PackedKeyTable(List<DataType> keyTypes, int[] bits, int expectedGroups) {
        this.keyTypes = List.copyOf(keyTypes);
        this.bits = bits;
        table = new LongKeyTable(IntegerType.UINT64, expectedGroups);
    }

    /** A table for these keys, or null when one is not a fixed-width integer, Date or DateTime, or they exceed 64 bits. */
    static PackedKeyTable forKeys(List<DataType> keyTypes, int expectedGroups) {
        int[] bits = new int[keyTypes.size()];
        int total = 0;
        for (int k = 0; k < bits.length; k++) {
            bits[k] = widthOf(keyTypes.get(k));
            total += bits[k];
            if (bits[k] == 0 || total > 64) {
                return null;
            }
        }
        return new PackedKeyTable(keyTypes, bits, expectedGroups);
    }

    private static int widthOf(DataType type) {
        if (type instanceof IntegerType i) {
            return i.bits();
        }
        if (type instanceof DateType) {
            return 16;
        }
        return type instanceof DateTimeType ? 32 : 0;
    }

    @Override
    public void groupIds(Column[] keys, int rows, int[] out) {
        if (packed.length < rows) {
            packed = new long[rows];
        }
        long[] p = packed;
        java.util.Arrays.fill(p, 0, rows, 0L);
        int shift = 0;
        for (int k = 0; k < keys.length; k++) {
            long[] v = ((LongColumn) keys[k]).values();
            long mask = bits[k] == 64 ? -1L : (1L << bits[k]) - 1;
            for (int i = 0; i < rows; i++) {
                p[i] |= (v[i] & mask) << shift;
            }
            shift += bits[k];
        }
        table.groupIds(new Column[] {new LongColumn(IntegerType.UINT64, p, rows)}, rows, out);
    }

    @Override
    public int size() {
        return table.size();
    }

    @Override
    public List<Column> keyColumns() {
        long[] groups = ((LongColumn) table.keyColumns().get(0)).values();
        int n = table.size();
        List<Column> out = new ArrayList<>(keyTypes.size());
        int shift = 0;
        for (int k = 0; k < keyTypes.size(); k++) {
            long[] v = new long[n];
            int width = bits[k];
            boolean signed = keyTypes.get(k) instanceof IntegerType i && i.signed();
            for (int g = 0; g < n; g++) {
                long x = groups[g] >>> shift;
                v[g] = width == 64 ? x : signed ? (x << (64 - width)) >> (64 - width) : x & ((1L << width) - 1);
            }
            out.add(new LongColumn(keyTypes.get(k), v, n));
            shift += width;
        }
        return out;
    }

    @Override
    public long byteSize() {
        return table.byteSize() + 8L * packed.length;
    }

    @Override
    public long hash(int group) {
        return table.hash(group);
    }
}
