package io.mergelab.engine.column;

import io.mergelab.engine.type.DataType;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

public final class ArrayColumnBuilder extends ColumnBuilder {
    private final ColumnBuilder elements;
    private int[] offsets;
    private int size;

    ArrayColumnBuilder(DataType type, DataType elementType, int expectedRows) {
        super(type);
        elements = ColumnBuilder.create(elementType, expectedRows);
        offsets = new int[Capacity.VALUES.initial(expectedRows + 1L, 17, Integer.BYTES)];
    }

    /** The builder of the elements; after appending a row's elements call {@link #endRow()}. */
    public ColumnBuilder elements() {
        return elements;
    }

    public void endRow() {
        if (size + 1 == offsets.length) {
            offsets = Arrays.copyOf(offsets, Capacity.VALUES.grown(offsets.length, size + 2L, Integer.BYTES));
        }
        offsets[++size] = elements.size();
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public void appendDefault() {
        endRow();
    }

    @Override
    public void appendValue(Object value) {
        if (value == null) {
            throw new IllegalArgumentException("NULL for non-Nullable type " + type.name());
        }
        if (value instanceof Map<?, ?> map) {
            // a Map column's entries: each becomes a (key, value) tuple
            for (Map.Entry<?, ?> e : map.entrySet()) {
                elements.appendValue(Arrays.asList(e.getKey(), e.getValue()));
            }
        } else {
            for (Object element : (List<?>) value) {
                elements.appendValue(element);
            }
        }
        endRow();
    }

    /** Copies the row's elements without boxing (boxing would lose bytes of non-UTF-8 strings). */
    @Override
    public void appendFrom(Column column, int row) {
        ArrayColumn c = (ArrayColumn) column;
        for (int i = c.offsets()[row]; i < c.offsets()[row + 1]; i++) {
            elements.appendFrom(c.elements(), i);
        }
        endRow();
    }

    @Override
    public void appendRange(Column column, int from, int length) {
        ArrayColumn c = (ArrayColumn) column;
        int[] src = c.offsets();
        int first = src[from];
        int base = elements.size();
        elements.appendRange(c.elements(), first, src[from + length] - first);
        if ((long) size + length + 1 > offsets.length) {
            offsets = Arrays.copyOf(offsets, Capacity.VALUES.grown(offsets.length, (long) size + length + 1, Integer.BYTES));
        }
        for (int i = 1; i <= length; i++) {
            offsets[size + i] = src[from + i] - first + base;
        }
        size += length;
    }

    @Override
    public Column build() {
        return new ArrayColumn(type, elements.build(), offsets, size);
    }
}
