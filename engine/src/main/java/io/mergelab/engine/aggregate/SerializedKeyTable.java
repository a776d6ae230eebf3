package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.StringType;
import java.util.ArrayList;
import java.util.List;

/**
 * Several keys, or one Nullable or Float key: each row's keys are written into one byte string (per key: a
 * null flag if Nullable, then 8 bytes for numbers or a 4-byte length and the bytes for strings), which a
 * {@link BytesKeyTable} groups. The key columns are decoded back from the group strings.
 */
final class SerializedKeyTable implements GroupKeyTable {
    private final List<DataType> keyTypes;
    private final BytesKeyTable table;
    private byte[] buffer = new byte[64];

    SerializedKeyTable(List<DataType> keyTypes, int expectedGroups) {
        this.keyTypes = List.copyOf(keyTypes);
        table = new BytesKeyTable(StringType.INSTANCE, expectedGroups);
    }

    static boolean supports(DataType type) {
        return switch (type.representation()) {
            case LONG, DOUBLE, BYTES -> true;
            case NULLABLE -> ValueStore.supports(AggregateFunctions.stripNullable(type));
            default -> false;
        };
    }

    @Override
    public void groupIds(Column[] keys, int rows, int[] out) {
        for (int i = 0; i < rows; i++) {
            int length = 0;
            for (Column k : keys) {
                length = write(k, i, length);
            }
            out[i] = table.findOrInsert(buffer, 0, length);
        }
    }

    private int write(Column column, int row, int pos) {
        if (column instanceof NullableColumn n) {
            ensure(pos + 1);
            boolean isNull = n.isNull(row);
            buffer[pos++] = (byte) (isNull ? 1 : 0);
            return isNull ? pos : write(n.nested(), row, pos);
        }
        if (column instanceof BytesColumn b) {
            int length = b.length(row);
            ensure(pos + 4 + length);
            pos = putInt(pos, length);
            System.arraycopy(b.data(), b.start(row), buffer, pos, length);
            return pos + length;
        }
        long v = column instanceof LongColumn l ? l.values()[row]
                : Double.doubleToRawLongBits(((DoubleColumn) column).values()[row]);
        ensure(pos + 8);
        for (int s = 0; s < 64; s += 8) {
            buffer[pos++] = (byte) (v >>> s);
        }
        return pos;
    }

    private int putInt(int pos, int v) {
        for (int s = 0; s < 32; s += 8) {
            buffer[pos++] = (byte) (v >>> s);
        }
        return pos;
    }

    private void ensure(int needed) {
        if (needed > buffer.length) {
            buffer = java.util.Arrays.copyOf(buffer, Math.max(needed, buffer.length * 2));
        }
    }

    @Override
    public long hash(int group) {
        return table.hash(group);
    }

    @Override
    public long byteSize() {
        return table.byteSize() + buffer.length;
    }

    @Override
    public int size() {
        return table.size();
    }

    @Override
    public List<Column> keyColumns() {
        int groups = table.size();
        BytesColumn encoded = (BytesColumn) table.keyColumns().get(0);
        List<ColumnBuilder> builders = new ArrayList<>();
        for (DataType t : keyTypes) {
            builders.add(ColumnBuilder.create(t, groups));
        }
        byte[] data = encoded.data();
        for (int g = 0; g < groups; g++) {
            int pos = encoded.start(g);
            for (int k = 0; k < keyTypes.size(); k++) {
                pos = read(data, pos, keyTypes.get(k), builders.get(k));
            }
        }
        return builders.stream().map(ColumnBuilder::build).toList();
    }

    private static int read(byte[] data, int pos, DataType type, ColumnBuilder out) {
        if (type.representation() == DataType.Representation.NULLABLE) {
            if (data[pos++] != 0) {
                out.appendNull();
                return pos;
            }
            type = AggregateFunctions.stripNullable(type);
        }
        if (type.representation() == DataType.Representation.BYTES) {
            int length = (int) readLong(data, pos, 4);
            out.appendBytes(data, pos + 4, length);
            return pos + 4 + length;
        }
        long v = readLong(data, pos, 8);
        if (type.representation() == DataType.Representation.DOUBLE) {
            out.appendDouble(Double.longBitsToDouble(v));
        } else {
            out.appendLong(v);
        }
        return pos + 8;
    }

    private static long readLong(byte[] data, int pos, int bytes) {
        long v = 0;
        for (int i = 0; i < bytes; i++) {
            v |= (data[pos + i] & 0xFFL) << (8 * i);
        }
        return v;
    }
}
