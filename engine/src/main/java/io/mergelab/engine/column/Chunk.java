package io.mergelab.engine.column;

import java.util.List;

/** A block of rows: columns of equal size, in a fixed order that a header describes elsewhere. */
public record Chunk(List<Column> columns, int rows) {

    public Chunk {
        columns = List.copyOf(columns);
        for (Column c : columns) {
            if (c.size() != rows) {
                throw new IllegalArgumentException("column of " + c.size() + " rows in a chunk of " + rows);
            }
        }
    }

    public static Chunk of(List<Column> columns) {
        return new Chunk(columns, columns.isEmpty() ? 0 : columns.get(0).size());
    }

    public Column column(int i) {
        return columns.get(i);
    }

    public int columnCount() {
        return columns.size();
    }

    public Chunk take(int[] rows, int count) {
        return new Chunk(columns.stream().map(c -> c.take(rows, count)).toList(), count);
    }

    public Chunk slice(int from, int length) {
        return new Chunk(columns.stream().map(c -> c.slice(from, length)).toList(), length);
    }

    public long byteSize() {
        return columns.stream().mapToLong(Column::byteSize).sum();
    }
}
