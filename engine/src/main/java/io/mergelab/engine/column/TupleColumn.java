package io.mergelab.engine.column;

import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.List;

/** Tuple(...): one column per element, all of the same size. */
public record TupleColumn(DataType type, List<Column> elements, int size) implements Column {

    public TupleColumn {
        elements = List.copyOf(elements);
    }

    @Override
    public Object get(int row) {
        List<Object> out = new ArrayList<>(elements.size());
        for (Column c : elements) {
            out.add(c.get(row));
        }
        return out;
    }

    @Override
    public Column take(int[] rows, int count) {
        return new TupleColumn(type, elements.stream().map(c -> c.take(rows, count)).toList(), count);
    }

    @Override
    public Column slice(int from, int length) {
        return new TupleColumn(type, elements.stream().map(c -> c.slice(from, length)).toList(), length);
    }

    @Override
    public long byteSize() {
        return elements.stream().mapToLong(Column::byteSize).sum();
    }
}
