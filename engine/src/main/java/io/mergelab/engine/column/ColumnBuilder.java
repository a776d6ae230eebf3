package io.mergelab.engine.column;

import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.MapType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.TupleType;

/**
 * Grows a column row by row. Typed appends ({@code appendLong}, {@code appendDouble}, {@code appendBytes})
 * serve parsers and generators; {@link #appendValue(Object)} takes the boxed classes of {@link Values}.
 */
public abstract sealed class ColumnBuilder
        permits LongColumnBuilder, DoubleColumnBuilder, BytesColumnBuilder, NullableColumnBuilder,
                ArrayColumnBuilder, TupleColumnBuilder {

    protected final DataType type;

    protected ColumnBuilder(DataType type) {
        this.type = type;
    }

    public static ColumnBuilder create(DataType type) {
        return create(type, 1024);
    }

    public static ColumnBuilder create(DataType type, int expectedRows) {
        return switch (type.representation()) {
            case LONG -> new LongColumnBuilder(type, expectedRows);
            case DOUBLE -> new DoubleColumnBuilder(type, expectedRows);
            case BYTES -> new BytesColumnBuilder(type, expectedRows);
            case NULLABLE -> new NullableColumnBuilder(type, nullableNested(type), expectedRows);
            case ARRAY -> new ArrayColumnBuilder(type, ((ArrayType) type.unwrapLowCardinality()).element(), expectedRows);
            case TUPLE -> new TupleColumnBuilder((TupleType) type, expectedRows);
            case MAP -> new ArrayColumnBuilder(type, ((MapType) type.unwrapLowCardinality()).entryType(), expectedRows);
        };
    }

    private static DataType nullableNested(DataType type) {
        return ((NullableType) type.unwrapLowCardinality()).nested();
    }

    public DataType type() {
        return type;
    }

    public abstract int size();

    public void appendLong(long v) {
        throw unsupported("long");
    }

    public void appendDouble(double v) {
        throw unsupported("double");
    }

    public void appendBytes(byte[] src, int offset, int length) {
        throw unsupported("bytes");
    }

    public void appendNull() {
        throw unsupported("NULL");
    }

    /** Appends the type's default value (0, empty string, NULL for Nullable, [] for Array, {} for Map, the smallest code for Enum). */
    public abstract void appendDefault();

    /** Appends a boxed value, {@code null} meaning SQL NULL. */
    public abstract void appendValue(Object value);

    /** Appends row {@code row} of a column of the same type. */
    public void appendFrom(Column column, int row) {
        appendValue(column.get(row));
    }

    /** Appends rows {@code [from, from + length)} of a column of the same type (merges copy runs of rows). */
    public void appendRange(Column column, int from, int length) {
        for (int r = from; r < from + length; r++) {
            appendFrom(column, r);
        }
    }

    public abstract Column build();

    private UnsupportedOperationException unsupported(String what) {
        return new UnsupportedOperationException("cannot append " + what + " to a column of type " + type.name());
    }
}
