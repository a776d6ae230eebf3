package io.mergelab.engine.column;

import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.FloatType;
import java.util.Arrays;

public final class DoubleColumnBuilder extends ColumnBuilder {
    private final boolean float32;
    private double[] values;
    private int size;

    DoubleColumnBuilder(DataType type, int expectedRows) {
        super(type);
        float32 = type.unwrapLowCardinality() instanceof FloatType f && f.bits() == 32;
        values = new double[Capacity.VALUES.initial(expectedRows, 16, Double.BYTES)];
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public void appendDouble(double v) {
        if (size == values.length) {
            values = Arrays.copyOf(values, Capacity.VALUES.grown(values.length, size + 1L, Double.BYTES));
        }
        values[size++] = float32 ? (float) v : v;
    }

    @Override
    public void appendDefault() {
        appendDouble(0);
    }

    @Override
    public void appendValue(Object value) {
        if (value == null) {
            throw new IllegalArgumentException("NULL for non-Nullable type " + type.name());
        }
        appendDouble(((Number) value).doubleValue());
    }

    @Override
    public void appendFrom(Column column, int row) {
        appendDouble(((DoubleColumn) column).values()[row]);
    }

    @Override
    public void appendRange(Column column, int from, int length) {
        if ((long) size + length > values.length) {
            values = Arrays.copyOf(values, Capacity.VALUES.grown(values.length, (long) size + length, Double.BYTES));
        }
        System.arraycopy(((DoubleColumn) column).values(), from, values, size, length);
        size += length;
    }

    @Override
    public Column build() {
        return new DoubleColumn(type, values, size);
    }
}
