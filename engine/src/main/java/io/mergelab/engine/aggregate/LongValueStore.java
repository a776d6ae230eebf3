package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.DataType;
import java.util.Arrays;

/** Values held in {@code long}: integers (UInt64 compared unsigned), dates, times, decimals, Bool. */
final class LongValueStore extends ValueStore {
    private final DataType type;
    private final boolean unsigned;
    private long[] values = new long[0];

    LongValueStore(DataType type, boolean unsigned) {
        this.type = type;
        this.unsigned = unsigned;
    }

    @Override
    long byteSize() {
        return 8L * values.length;
    }

    @Override
    void ensureGroups(int groups) {
        if (groups > values.length) {
            values = Arrays.copyOf(values, Accumulator.grow(values.length, groups));
        }
    }

    @Override
    void set(int g, Column column, int row) {
        values[g] = ((LongColumn) column).values()[row];
    }

    @Override
    int compare(Column column, int row, int g) {
        return cmp(((LongColumn) column).values()[row], values[g]);
    }

    @Override
    void setFrom(int g, ValueStore other, int og) {
        values[g] = ((LongValueStore) other).values[og];
    }

    @Override
    int compareFrom(ValueStore other, int og, int g) {
        return cmp(((LongValueStore) other).values[og], values[g]);
    }

    private int cmp(long a, long b) {
        return unsigned ? Long.compareUnsigned(a, b) : Long.compare(a, b);
    }

    @Override
    Column build(int groups) {
        return new LongColumn(type, Arrays.copyOf(values, groups), groups);
    }
}
