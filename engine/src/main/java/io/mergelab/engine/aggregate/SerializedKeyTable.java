package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * Several keys, or one Nullable or Float key: each row's keys are written into one byte string (per key: a
 * null flag if Nullable, then an integer, Date or DateTime at its own width, other numbers in 8 bytes, or a 4-byte
 * length and the bytes for strings), which a {@link BytesKeyTable} groups. The key columns are decoded back from the
 * group strings. Natural widths, as ClickHouse serializes keys into its arena, keep more keys within the 16 bytes
 * {@link BytesKeyTable} compares inline: {@code UserID, toMinute(EventTime), ''} takes 13 bytes, not 20.
 */
final class SerializedKeyTable implements GroupKeyTable {
    private final List<DataType> keyTypes;
    private final BytesKeyTable table;
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    /** Per key, the bytes of its (non-null) value; 0 for strings. */
    private final int[] widths;
    /** The serialized keys of the chunk being grouped: row i's at {@code buffer[offsets[i], offsets[i + 1])}. */
    private byte[] buffer = new byte[64];
    private int[] offsets = new int[0];
    /** Per row, where its next key is written. */
    private int[] cursors = new int[0];

    SerializedKeyTable(List<DataType> keyTypes, int expectedGroups) {
        this.keyTypes = List.copyOf(keyTypes);
        widths = keyTypes.stream().mapToInt(SerializedKeyTable::widthOf).toArray();
        table = new BytesKeyTable(StringType.INSTANCE, expectedGroups);
    }

    /** Bytes of a value of {@code type} (its nested type if Nullable) in a key; 0 for strings. */
    private static int widthOf(DataType type) {
        DataType t = type.representation() == DataType.Representation.NULLABLE ? AggregateFunctions.stripNullable(type) : type;
        if (t.representation() == DataType.Representation.BYTES) {
            return 0;
        }
        int bits = t.representation() == DataType.Representation.LONG ? PackedKeyTable.widthOf(t) : 0;
        return bits == 0 ? 8 : bits / 8;
    }

    static boolean supports(DataType type) {
        return switch (type.representation()) {
            case LONG, DOUBLE, BYTES -> true;
            case NULLABLE -> ValueStore.supports(AggregateFunctions.stripNullable(type));
            default -> false;
        };
    }

    /**
     * Serializes the whole chunk's keys first, key by key (a pass per key column, not a type test per value), into
     * one byte column, then groups that column in {@link BytesKeyTable}'s batches, whose slot reads overlap their
     * cache misses: a high-cardinality GROUP BY such as {@code UserID, SearchPhrase} spends its time in those misses.
     */
    @Override
    public void groupIds(Column[] keys, int rows, int[] out) {
        if (offsets.length < rows + 1) {
            offsets = new int[rows + 1];
            cursors = new int[rows];
        }
        int[] at = cursors;
        java.util.Arrays.fill(at, 0, rows, 0);
        for (int k = 0; k < keys.length; k++) {
            addLengths(keys[k], widths[k], rows, at);
        }
        int total = 0;
        for (int i = 0; i < rows; i++) {
            offsets[i] = total;
            total += at[i];
            at[i] = offsets[i];
        }
        offsets[rows] = total;
        if (buffer.length < total) {
            buffer = new byte[Math.max(total, buffer.length * 2)];
        }
        for (int k = 0; k < keys.length; k++) {
            writeAll(keys[k], widths[k], rows, at);
        }
        table.groupIds(new Column[] {new BytesColumn(StringType.INSTANCE, buffer, offsets, rows)}, rows, out);
    }

    /** Adds each row's serialized length of {@code column} (numbers {@code width} bytes) to {@code lengths}. */
    private static void addLengths(Column column, int width, int rows, int[] lengths) {
        if (column instanceof NullableColumn n) {
            int[] nested = new int[rows];
            addLengths(n.nested(), width, rows, nested);
            byte[] nulls = n.nulls();
            for (int i = 0; i < rows; i++) {
                lengths[i] += 1 + (nulls[i] != 0 ? 0 : nested[i]);
            }
        } else if (column instanceof BytesColumn b) {
            int[] o = b.offsets();
            for (int i = 0; i < rows; i++) {
                lengths[i] += 4 + o[i + 1] - o[i];
            }
        } else {
            for (int i = 0; i < rows; i++) {
                lengths[i] += width;
            }
        }
    }

    /** Writes each row's value of {@code column} (numbers {@code width} bytes) at {@code at[row]}, advancing it. */
    private void writeAll(Column column, int width, int rows, int[] at) {
        byte[] out = buffer;
        if (column instanceof NullableColumn n) {
            byte[] nulls = n.nulls();
            for (int i = 0; i < rows; i++) {
                out[at[i]++] = (byte) (nulls[i] != 0 ? 1 : 0);
            }
            for (int i = 0; i < rows; i++) {
                if (nulls[i] == 0) {
                    at[i] = write(n.nested(), width, i, at[i]);
                }
            }
        } else if (column instanceof BytesColumn b) {
            byte[] data = b.data();
            int[] o = b.offsets();
            for (int i = 0; i < rows; i++) {
                int length = o[i + 1] - o[i];
                INT.set(out, at[i], length);
                System.arraycopy(data, o[i], out, at[i] + 4, length);
                at[i] += 4 + length;
            }
        } else if (column instanceof LongColumn l) {
            long[] v = l.values();
            switch (width) {
                case 1 -> {
                    for (int i = 0; i < rows; i++) {
                        out[at[i]++] = (byte) v[i];
                    }
                }
                case 2 -> {
                    for (int i = 0; i < rows; i++) {
                        SHORT.set(out, at[i], (short) v[i]);
                        at[i] += 2;
                    }
                }
                case 4 -> {
                    for (int i = 0; i < rows; i++) {
                        INT.set(out, at[i], (int) v[i]);
                        at[i] += 4;
                    }
                }
                default -> {
                    for (int i = 0; i < rows; i++) {
                        LONG.set(out, at[i], v[i]);
                        at[i] += 8;
                    }
                }
            }
        } else {
            double[] v = ((DoubleColumn) column).values();
            for (int i = 0; i < rows; i++) {
                LONG.set(out, at[i], Double.doubleToRawLongBits(v[i]));
                at[i] += 8;
            }
        }
    }

    /**
     * Writes one row's value (a Nullable's nested value, row by row; numbers {@code width} bytes) at {@code pos};
     * returns the position after it.
     */
    private int write(Column column, int width, int row, int pos) {
        if (column instanceof NullableColumn n) {
            boolean isNull = n.isNull(row);
            buffer[pos++] = (byte) (isNull ? 1 : 0);
            return isNull ? pos : write(n.nested(), width, row, pos);
        }
        if (column instanceof BytesColumn b) {
            int length = b.length(row);
            INT.set(buffer, pos, length);
            System.arraycopy(b.data(), b.start(row), buffer, pos + 4, length);
            return pos + 4 + length;
        }
        long v = column instanceof LongColumn l ? l.values()[row]
                : Double.doubleToRawLongBits(((DoubleColumn) column).values()[row]);
        for (int i = 0; i < width; i++) {
            buffer[pos + i] = (byte) (v >>> (8 * i));
        }
        return pos + width;
    }

    @Override
    public long hash(int group) {
        return table.hash(group);
    }

    @Override
    public long byteSize() {
        return table.byteSize() + buffer.length + 4L * (offsets.length + cursors.length);
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
                pos = read(data, pos, keyTypes.get(k), widths[k], builders.get(k));
            }
        }
        return builders.stream().map(ColumnBuilder::build).toList();
    }

    private static int read(byte[] data, int pos, DataType type, int width, ColumnBuilder out) {
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
        long v = readLong(data, pos, width);
        if (type.representation() == DataType.Representation.DOUBLE) {
            out.appendDouble(Double.longBitsToDouble(v));
        } else {
            boolean signed = type instanceof IntegerType i && i.signed();
            out.appendLong(width == 8 || !signed ? v : (v << (64 - 8 * width)) >> (64 - 8 * width));
        }
        return pos + width;
    }

    private static long readLong(byte[] data, int pos, int bytes) {
        long v = 0;
        for (int i = 0; i < bytes; i++) {
            v |= (data[pos + i] & 0xFFL) << (8 * i);
        }
        return v;
    }
}
