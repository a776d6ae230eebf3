package io.mergelab.engine.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.EnumType;
import io.mergelab.engine.type.FixedStringType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;

/**
 * One column's values as ClickHouse's Native format lays them out: fixed-width little-endian numbers (integers, Bool,
 * Date as UInt16 days, Date32, DateTime as UInt32 seconds, DateTime64 as Int64 ticks, Enum8/16, Float32/64), String as
 * a variable-length length before each value, FixedString(N) as N bytes each. Other types are not implemented here.
 */
final class NativeColumns {
    private enum Kind { INTEGER, FLOAT, STRING, FIXED_STRING }

    private final DataType type;
    private final Kind kind;
    /** Bytes per value, for every kind but STRING. */
    private final int width;
    private final boolean signed;

    private NativeColumns(DataType type, Kind kind, int width, boolean signed) {
        this.type = type;
        this.kind = kind;
        this.width = width;
        this.signed = signed;
    }

    /** The layout of {@code type}; NOT_IMPLEMENTED naming the type when the Native format here cannot hold it. */
    static NativeColumns of(DataType type) {
        if (type instanceof IntegerType i) {
            return new NativeColumns(type, Kind.INTEGER, i.bits() / 8, i.signed());
        }
        if (type instanceof BoolType) {
            return new NativeColumns(type, Kind.INTEGER, 1, false);
        }
        if (type instanceof DateType) {
            return new NativeColumns(type, Kind.INTEGER, 2, false);
        }
        if (type instanceof Date32Type) {
            return new NativeColumns(type, Kind.INTEGER, 4, true);
        }
        if (type instanceof DateTimeType) {
            return new NativeColumns(type, Kind.INTEGER, 4, false);
        }
        if (type instanceof DateTime64Type) {
            return new NativeColumns(type, Kind.INTEGER, 8, true);
        }
        if (type instanceof EnumType e) {
            return new NativeColumns(type, Kind.INTEGER, e.bits() / 8, true);
        }
        if (type instanceof FloatType f) {
            return new NativeColumns(type, Kind.FLOAT, f.bits() / 8, true);
        }
        if (type instanceof StringType) {
            return new NativeColumns(type, Kind.STRING, 0, false);
        }
        if (type instanceof FixedStringType f) {
            return new NativeColumns(type, Kind.FIXED_STRING, f.length(), false);
        }
        throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "The Native format is not implemented for type "
                + type.name() + " (only integers, Bool, Date, Date32, DateTime, DateTime64, Enum, Float32/64, String "
                + "and FixedString columns)");
    }

    /** Appends the column's {@code rows} values. */
    void write(Column column, int rows, NativeBuffer out) {
        switch (kind) {
            case INTEGER -> {
                long[] values = ((LongColumn) column).values();
                for (int r = 0; r < rows; r++) {
                    out.littleEndian(values[r], width);
                }
            }
            case FLOAT -> {
                double[] values = ((DoubleColumn) column).values();
                for (int r = 0; r < rows; r++) {
                    out.littleEndian(width == 4 ? Float.floatToRawIntBits((float) values[r])
                            : Double.doubleToRawLongBits(values[r]), width);
                }
            }
            case STRING, FIXED_STRING -> {
                BytesColumn c = (BytesColumn) column;
                for (int r = 0; r < rows; r++) {
                    int length = c.length(r);
                    if (kind == Kind.STRING) {
                        out.varUInt(length);
                    }
                    out.bytes(c.data(), c.start(r), length);
                    for (int pad = length; pad < width; pad++) {
                        out.littleEndian(0, 1);
                    }
                }
            }
        }
    }

    /** Reads {@code rows} values at the reader's position. */
    Column read(NativeReader in, int rows) {
        if (kind == Kind.STRING) {
            int[] offsets = new int[rows + 1];
            byte[] data = new byte[Math.max(16, rows * 16)];
            int size = 0;
            for (int r = 0; r < rows; r++) {
                int length = in.varUInt();
                if (size + length > data.length) {
                    data = java.util.Arrays.copyOf(data, Math.max(size + length, data.length * 2));
                }
                in.copy(data, size, length);
                size += length;
                offsets[r + 1] = size;
            }
            return new BytesColumn(type, data, offsets, rows);
        }
        int start = in.require((long) rows * width);
        byte[] buf = in.buffer();
        if (kind == Kind.FIXED_STRING) {
            byte[] data = java.util.Arrays.copyOfRange(buf, start, start + rows * width);
            int[] offsets = new int[rows + 1];
            for (int r = 0; r < rows; r++) {
                offsets[r + 1] = offsets[r] + width;
            }
            return new BytesColumn(type, data, offsets, rows);
        }
        long[] longs = new long[rows];
        for (int r = 0, p = start; r < rows; r++, p += width) {
            longs[r] = littleEndian(buf, p);
        }
        if (kind == Kind.FLOAT) {
            double[] doubles = new double[rows];
            for (int r = 0; r < rows; r++) {
                doubles[r] = width == 4 ? Float.intBitsToFloat((int) longs[r]) : Double.longBitsToDouble(longs[r]);
            }
            return new DoubleColumn(type, doubles, rows);
        }
        return new LongColumn(type, longs, rows);
    }

    /** Passes over {@code rows} values without decoding them: a jump for fixed widths, the lengths for String. */
    void skip(NativeReader in, int rows) {
        if (kind != Kind.STRING) {
            in.skip((long) rows * width);
            return;
        }
        for (int r = 0; r < rows; r++) {
            in.skip(in.varUInt());
        }
    }

    private long littleEndian(byte[] buf, int p) {
        long v = 0;
        for (int b = width - 1; b >= 0; b--) {
            v = (v << 8) | (buf[p + b] & 0xFF);
        }
        if (signed && width < 8) {
            int shift = 64 - 8 * width;
            v = (v << shift) >> shift;
        }
        return v;
    }
}
