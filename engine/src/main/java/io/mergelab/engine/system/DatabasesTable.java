package io.mergelab.engine.system;

import io.mergelab.engine.catalog.Catalog;
import io.mergelab.engine.column.Chunk;
import java.util.List;

/** system.databases. */
final class DatabasesTable implements SystemTable {
    private static final List<SystemColumn> COLUMNS = List.of(
            SystemColumn.of("name", "String"),
            SystemColumn.of("engine", "String"),
            SystemColumn.of("data_path", "String"),
            SystemColumn.of("metadata_path", "String"),
            SystemColumn.of("comment", "String"));

    @Override
    public String name() {
        return "databases";
    }

    @Override
    public List<SystemColumn> columns() {
        return COLUMNS;
    }

    @Override
    public Chunk read(SystemContext context) {
        RowsBuilder rows = new RowsBuilder(COLUMNS);
        for (String db : context.catalog().databaseNames()) {
            boolean system = db.equals(Catalog.SYSTEM_DATABASE);
            rows.row(db, system ? "Memory" : "Atomic",
                    context.dataDir().resolve("store") + "/",
                    system ? "" : context.dataDir().resolve("metadata").resolve(db) + "/",
                    "");
        }
        return rows.build();
    }
}
