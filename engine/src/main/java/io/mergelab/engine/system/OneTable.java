package io.mergelab.engine.system;

import io.mergelab.engine.column.Chunk;
import java.util.List;

/** system.one: one row with one column {@code dummy} = 0; what SELECT without FROM reads. */
final class OneTable implements SystemTable {
    private static final List<SystemColumn> COLUMNS = List.of(SystemColumn.of("dummy", "UInt8"));

    @Override
    public String name() {
        return "one";
    }

    @Override
    public List<SystemColumn> columns() {
        return COLUMNS;
    }

    @Override
    public Chunk read(SystemContext context) {
        RowsBuilder rows = new RowsBuilder(COLUMNS);
        rows.row(0L);
        return rows.build();
    }
}
