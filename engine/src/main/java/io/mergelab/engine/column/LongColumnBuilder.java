package io.mergelab.engine.column;

import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.EnumType;
import java.util.Arrays;

public final class LongColumnBuilder extends ColumnBuilder {
    private long[] values;
    private int size;
    /** 0, or the smallest code for Enum, whose default must be one of its elements. */
    private final long defaultValue;

    LongColumnBuilder(DataType type, int expectedRows) {
        super(type);
        values = new long[Capacity.VALUES.initial(expectedRows, 16, Long.BYTES)];
        defaultValue = type.unwrapLowCardinality() instanceof EnumType e ? e.defaultCode() : 0;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public void appendLong(long v) {
        if (size == values.length) {
            values = Arrays.copyOf(values, Capacity.VALUES.grown(values.length, size + 1L, Long.BYTES));
        }
        values[size++] = v;
    }

    @Override
    public void appendDefault() {
        appendLong(defaultValue);
    }

    @Override
    public void appendValue(Object value) {
        if (value == null) {
            throw new IllegalArgumentException("NULL for non-Nullable type " + type.name());
        }
        appendLong(Values.toLong(type, value));
    }

    @Override
    public void appendFrom(Column column, int row) {
        appendLong(((LongColumn) column).values()[row]);
    }

    @Override
    public void appendRange(Column column, int from, int length) {
        if ((long) size + length > values.length) {
            values = Arrays.copyOf(values, Capacity.VALUES.grown(values.length, (long) size + length, Long.BYTES));
        }
        System.arraycopy(((LongColumn) column).values(), from, values, size, length);
        size += length;
    }

    @Override
    public Column build() {
        return new LongColumn(type, values, size);
    }
}
