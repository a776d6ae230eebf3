package io.mergelab.engine.system;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import java.util.List;

/** Builds a system table's chunk row by row from boxed values. */
final class RowsBuilder {
    private final List<ColumnBuilder> builders;

    RowsBuilder(List<SystemColumn> columns) {
        builders = columns.stream().map(c -> ColumnBuilder.create(c.type())).toList();
    }

    void row(Object... values) {
        if (values.length != builders.size()) {
            throw new IllegalArgumentException("expected " + builders.size() + " values, got " + values.length);
        }
        for (int i = 0; i < values.length; i++) {
            builders.get(i).appendValue(values[i]);
        }
    }

    Chunk build() {
        return Chunk.of(builders.stream().map(ColumnBuilder::build).toList());
    }
}
