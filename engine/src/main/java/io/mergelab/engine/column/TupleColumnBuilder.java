package io.mergelab.engine.column;

import io.mergelab.engine.type.TupleType;
import java.util.ArrayList;
import java.util.List;

public final class TupleColumnBuilder extends ColumnBuilder {
    private final List<ColumnBuilder> elements = new ArrayList<>();
    private int size;

    TupleColumnBuilder(TupleType type, int expectedRows) {
        super(type);
        for (var t : type.elements()) {
            elements.add(ColumnBuilder.create(t, expectedRows));
        }
    }

    /** The builder of element {@code index}; after appending one value to every element call {@link #endRow()}. */
    public ColumnBuilder element(int index) {
        return elements.get(index);
    }

    public void endRow() {
        size++;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public void appendDefault() {
        elements.forEach(ColumnBuilder::appendDefault);
        size++;
    }

    @Override
    public void appendValue(Object value) {
        List<?> values = (List<?>) value;
        for (int i = 0; i < elements.size(); i++) {
            elements.get(i).appendValue(values.get(i));
        }
        size++;
    }

    /** Copies the row element by element without boxing. */
    @Override
    public void appendFrom(Column column, int row) {
        TupleColumn c = (TupleColumn) column;
        for (int i = 0; i < elements.size(); i++) {
            elements.get(i).appendFrom(c.elements().get(i), row);
        }
        size++;
    }

    @Override
    public void appendRange(Column column, int from, int length) {
        TupleColumn c = (TupleColumn) column;
        for (int i = 0; i < elements.size(); i++) {
            elements.get(i).appendRange(c.elements().get(i), from, length);
        }
        size += length;
    }

    @Override
    public Column build() {
        return new TupleColumn(type, elements.stream().map(ColumnBuilder::build).toList(), size);
    }
}
