package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.type.TupleType;
import java.util.ArrayList;
import java.util.List;

/**
 * Tuples, one store per element, compared lexicographically (as ClickHouse orders tuples): lets min/max/argMin/argMax
 * take and return tuples, e.g. {@code argMax(tuple(a, b), (version, seq))}.
 */
final class TupleValueStore extends ValueStore {
    private final TupleType type;
    private final ValueStore[] elements;

    TupleValueStore(TupleType type) {
        this.type = type;
        this.elements = type.elements().stream().map(ValueStore::forType).toArray(ValueStore[]::new);
    }

    @Override
    void ensureGroups(int groups) {
        for (ValueStore e : elements) {
            e.ensureGroups(groups);
        }
    }

    @Override
    void set(int g, Column column, int row) {
        List<Column> columns = ((TupleColumn) column).elements();
        for (int i = 0; i < elements.length; i++) {
            elements[i].set(g, columns.get(i), row);
        }
    }

    @Override
    int compare(Column column, int row, int g) {
        List<Column> columns = ((TupleColumn) column).elements();
        for (int i = 0; i < elements.length; i++) {
            int c = elements[i].compare(columns.get(i), row, g);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    @Override
    void setFrom(int g, ValueStore other, int og) {
        ValueStore[] from = ((TupleValueStore) other).elements;
        for (int i = 0; i < elements.length; i++) {
            elements[i].setFrom(g, from[i], og);
        }
    }

    @Override
    int compareFrom(ValueStore other, int og, int g) {
        ValueStore[] from = ((TupleValueStore) other).elements;
        for (int i = 0; i < elements.length; i++) {
            int c = elements[i].compareFrom(from[i], og, g);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    @Override
    long byteSize() {
        long bytes = 0;
        for (ValueStore e : elements) {
            bytes += e.byteSize();
        }
        return bytes;
    }

    @Override
    Column build(int groups) {
        List<Column> columns = new ArrayList<>(elements.length);
        for (ValueStore e : elements) {
            columns.add(e.build(groups));
        }
        return new TupleColumn(type, columns, groups);
    }
}
