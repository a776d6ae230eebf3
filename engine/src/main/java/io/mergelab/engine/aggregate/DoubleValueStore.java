package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.type.DataType;
import java.util.Arrays;

/** Float32/Float64 values. */
final class DoubleValueStore extends ValueStore {
    private final DataType type;
    private double[] values = new double[0];

    DoubleValueStore(DataType type) {
        this.type = type;
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
        values[g] = ((DoubleColumn) column).values()[row];
    }

    @Override
    int compare(Column column, int row, int g) {
        return Double.compare(((DoubleColumn) column).values()[row], values[g]);
    }

    @Override
    void setFrom(int g, ValueStore other, int og) {
        values[g] = ((DoubleValueStore) other).values[og];
    }

    @Override
    int compareFrom(ValueStore other, int og, int g) {
        return Double.compare(((DoubleValueStore) other).values[og], values[g]);
    }

    @Override
    Column build(int groups) {
        return new DoubleColumn(type, Arrays.copyOf(values, groups), groups);
    }
}
