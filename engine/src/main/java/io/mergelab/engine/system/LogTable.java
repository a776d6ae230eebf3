package io.mergelab.engine.system;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.storage.PartColumn;
import java.util.List;
import java.util.function.Supplier;

/** A system log (query_log, processors_profile_log): its rows come as chunks from {@code io.mergelab.engine.querylog}. */
final class LogTable extends SystemTable {
    private final Supplier<Chunk> rows;

    LogTable(String name, List<PartColumn> columns, Supplier<Chunk> rows) {
        super(name, columns.stream().map(c -> new SystemColumn(c.name(), c.type())).toList());
        this.rows = rows;
    }

    @Override
    public Chunk read(SystemContext context) {
        return rows.get();
    }

    @Override
    void fill(RowsBuilder rows, SystemContext context) {
        throw new IllegalStateException("system." + name() + " is read as chunks");
    }
}
