package io.mergelab.engine.column;

import io.mergelab.engine.type.DataType;
import java.util.Arrays;

public final class NullableColumnBuilder extends ColumnBuilder {
    private final ColumnBuilder nested;
    private byte[] nulls;

    NullableColumnBuilder(DataType type, DataType nestedType, int expectedRows) {
        super(type);
        nested = ColumnBuilder.create(nestedType, expectedRows);
        nulls = new byte[Capacity.VALUES.initial(expectedRows, 16, 1)];
    }

    /** The builder of the non-null values; every append to it must be paired with {@link #markNotNull()}. */
    public ColumnBuilder nested() {
        return nested;
    }

    @Override
    public int size() {
        return nested.size();
    }

    private void mark(byte isNull) {
        int row = nested.size() - 1;
        if (row >= nulls.length) {
            nulls = Arrays.copyOf(nulls, Capacity.VALUES.grown(nulls.length, row + 1L, 1));
        }
        nulls[row] = isNull;
    }

    /** Records that the value just appended to {@link #nested()} is not NULL. */
    public void markNotNull() {
        mark((byte) 0);
    }

    @Override
    public void appendNull() {
        nested.appendDefault();
        mark((byte) 1);
    }

    @Override
    public void appendLong(long v) {
        nested.appendLong(v);
        markNotNull();
    }

    @Override
    public void appendDouble(double v) {
        nested.appendDouble(v);
        markNotNull();
    }

    @Override
    public void appendBytes(byte[] src, int offset, int length) {
        nested.appendBytes(src, offset, length);
        markNotNull();
    }

    @Override
    public void appendDefault() {
        appendNull();
    }

    @Override
    public void appendValue(Object value) {
        if (value == null) {
            appendNull();
        } else {
            nested.appendValue(value);
            markNotNull();
        }
    }

    @Override
    public void appendFrom(Column column, int row) {
        NullableColumn c = (NullableColumn) column;
        if (c.isNull(row)) {
            appendNull();
        } else {
            nested.appendFrom(c.nested(), row);
            markNotNull();
        }
    }

    @Override
    public void appendRange(Column column, int from, int length) {
        NullableColumn c = (NullableColumn) column;
        int at = nested.size();
        nested.appendRange(c.nested(), from, length);
        if ((long) at + length > nulls.length) {
            nulls = Arrays.copyOf(nulls, Capacity.VALUES.grown(nulls.length, (long) at + length, 1));
        }
        System.arraycopy(c.nulls(), from, nulls, at, length);
    }

    @Override
    public Column build() {
        int size = nested.size();
        return new NullableColumn(type, nested.build(), Arrays.copyOf(nulls, size));
    }
}
