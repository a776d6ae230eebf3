package io.mergelab.engine.merge;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;

/**
 * The running sum of one column over a group of rows (SummingMergeTree), in the column's own type: integers wrap at
 * their width as ClickHouse's {@code sumWithOverflow} does, Float32 is rounded to float.
 */
final class ColumnSum implements GroupedColumn {
    private final int position;
    private final DataType type;
    private final boolean floating;
    private long longSum;
    private double doubleSum;
    private ColumnBuilder results;

    ColumnSum(int position, DataType type) {
        this.position = position;
        this.type = type;
        this.floating = type instanceof FloatType;
        this.results = ColumnBuilder.create(type);
    }

    /** Whether a column of {@code type} is summed: integers, floats and decimals (not Bool, dates, Nullable). */
    static boolean summable(DataType type) {
        return type instanceof IntegerType || type instanceof FloatType || type instanceof DecimalType;
    }

    @Override
    public int position() {
        return position;
    }

    @Override
    public void reset() {
        longSum = 0;
        doubleSum = 0;
    }

    @Override
    public void add(Column column, int row) {
        if (floating) {
            doubleSum += ((DoubleColumn) column).values()[row];
        } else {
            longSum += ((LongColumn) column).values()[row];
        }
    }

    /** Whether the group's sum is zero (a group whose sums are all zero leaves no row). */
    boolean isZero() {
        return floating ? value() == 0.0 : wrapped() == 0;
    }

    /** Appends the group's sum as the value of the row being emitted. */
    @Override
    public void emit() {
        if (floating) {
            results.appendDouble(value());
        } else {
            results.appendLong(wrapped());
        }
    }

    /** The sums emitted since the last call, as a column. */
    @Override
    public Column takeResults() {
        Column column = results.build();
        results = ColumnBuilder.create(type);
        return column;
    }

    private double value() {
        return ((FloatType) type).bits() == 32 ? (float) doubleSum : doubleSum;
    }

    private long wrapped() {
        if (!(type instanceof IntegerType t) || t.bits() == 64) {
            return longSum;
        }
        int shift = 64 - t.bits();
        return t.signed() ? (longSum << shift) >> shift : longSum & ((1L << t.bits()) - 1);
    }
}
