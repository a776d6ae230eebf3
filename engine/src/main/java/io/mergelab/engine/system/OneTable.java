package io.mergelab.engine.system;

import java.util.List;

/** system.one: one row with one column {@code dummy} = 0; what SELECT without FROM reads. */
final class OneTable extends SystemTable {
    private static final List<SystemColumn> COLUMNS = List.of(SystemColumn.of("dummy", "UInt8"));

    OneTable() {
        super("one", COLUMNS);
    }

    @Override
    void fill(RowsBuilder rows, SystemContext context) {
        rows.row(0L);
    }
}
