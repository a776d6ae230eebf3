package io.mergelab.engine.column;

import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.List;

/**
 * Array(T): row i holds elements {@code [offsets[i], offsets[i + 1])} of {@code elements}. A Map(K, V) column is
 * the same structure with type Map and a Tuple(K, V) elements column.
 */
public record ArrayColumn(DataType type, Column elements, int[] offsets, int size) implements Column {

    public ArrayColumn {
        if (offsets.length < size + 1) {
            throw new IllegalArgumentException("offsets must have size + 1 entries");
        }
    }

    public int length(int row) {
        return offsets[row + 1] - offsets[row];
    }

    @Override
    public Object get(int row) {
        List<Object> out = new ArrayList<>(length(row));
        for (int i = offsets[row]; i < offsets[row + 1]; i++) {
            out.add(elements.get(i));
        }
        return out;
    }

    @Override
    public Column take(int[] rows, int count) {
        int total = 0;
        for (int i = 0; i < count; i++) {
            total += length(rows[i]);
        }
        int[] elementRows = new int[total];
        int[] outOffsets = new int[count + 1];
        int pos = 0;
        for (int i = 0; i < count; i++) {
            for (int e = offsets[rows[i]]; e < offsets[rows[i] + 1]; e++) {
                elementRows[pos++] = e;
            }
            outOffsets[i + 1] = pos;
        }
        return new ArrayColumn(type, elements.take(elementRows, total), outOffsets, count);
    }

    @Override
    public Column slice(int from, int length) {
        int base = offsets[from];
        int[] outOffsets = new int[length + 1];
        for (int i = 0; i <= length; i++) {
            outOffsets[i] = offsets[from + i] - base;
        }
        return new ArrayColumn(type, elements.slice(base, offsets[from + length] - base), outOffsets, length);
    }

    @Override
    public long byteSize() {
        return elements.byteSize() + 4L * (size + 1);
    }
}
