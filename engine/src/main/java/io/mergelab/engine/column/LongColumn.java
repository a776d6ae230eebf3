package io.mergelab.engine.column;

import io.mergelab.engine.type.DataType;
import java.util.Arrays;

/** Integers, Bool, dates, times and decimals: one {@code long} per row. */
public record LongColumn(DataType type, long[] values, int size) implements Column {

    public LongColumn {
        if (values.length < size) {
            throw new IllegalArgumentException("values shorter than size");
        }
    }

    public static LongColumn of(DataType type, long... values) {
        return new LongColumn(type, values, values.length);
    }

    public long getLong(int row) {
        return values[row];
    }

    @Override
    public Object get(int row) {
        return Values.fromLong(type, values[row]);
    }

    @Override
    public Column take(int[] rows, int count) {
        long[] out = new long[count];
        for (int i = 0; i < count; i++) {
            out[i] = values[rows[i]];
        }
        return new LongColumn(type, out, count);
    }

    @Override
    public Column slice(int from, int length) {
        return new LongColumn(type, Arrays.copyOfRange(values, from, from + length), length);
    }

    @Override
    public long byteSize() {
        return 8L * size;
    }
}
