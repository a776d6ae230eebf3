package io.mergelab.engine.column;

import io.mergelab.engine.type.DataType;
import java.util.Arrays;

/** Float32 and Float64: one {@code double} per row. */
public record DoubleColumn(DataType type, double[] values, int size) implements Column {

    public DoubleColumn {
        if (values.length < size) {
            throw new IllegalArgumentException("values shorter than size");
        }
    }

    public double getDouble(int row) {
        return values[row];
    }

    @Override
    public Object get(int row) {
        return values[row];
    }

    @Override
    public Column take(int[] rows, int count) {
        double[] out = new double[count];
        for (int i = 0; i < count; i++) {
            out[i] = values[rows[i]];
        }
        return new DoubleColumn(type, out, count);
    }

    @Override
    public Column slice(int from, int length) {
        return new DoubleColumn(type, Arrays.copyOfRange(values, from, from + length), length);
    }

    @Override
    public long byteSize() {
        return 8L * size;
    }
}
