package io.mergelab.engine.column;

import io.mergelab.engine.type.DataType;
import java.util.Arrays;

/** Nullable(T): the nested column holds a default value where {@code nulls[i] != 0}. */
public record NullableColumn(DataType type, Column nested, byte[] nulls) implements Column {

    public boolean isNull(int row) {
        return nulls[row] != 0;
    }

    @Override
    public int size() {
        return nested.size();
    }

    @Override
    public Object get(int row) {
        return nulls[row] != 0 ? null : nested.get(row);
    }

    @Override
    public Column take(int[] rows, int count) {
        byte[] out = new byte[count];
        for (int i = 0; i < count; i++) {
            out[i] = nulls[rows[i]];
        }
        return new NullableColumn(type, nested.take(rows, count), out);
    }

    @Override
    public Column slice(int from, int length) {
        return new NullableColumn(type, nested.slice(from, length), Arrays.copyOfRange(nulls, from, from + length));
    }

    @Override
    public long byteSize() {
        return nested.byteSize() + size();
    }
}
