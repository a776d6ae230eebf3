package io.mergelab.engine.system;

import io.mergelab.engine.catalog.Catalog;
import java.util.List;

/** system.databases. */
final class DatabasesTable extends SystemTable {
    private static final List<SystemColumn> COLUMNS = List.of(
            SystemColumn.of("name", "String"),
            SystemColumn.of("engine", "String"),
            SystemColumn.of("data_path", "String"),
            SystemColumn.of("metadata_path", "String"),
            SystemColumn.of("comment", "String"));

    DatabasesTable() {
        super("databases", COLUMNS);
    }

    @Override
    void fill(RowsBuilder rows, SystemContext context) {
        for (String db : context.catalog().databaseNames()) {
            boolean system = db.equals(Catalog.SYSTEM_DATABASE);
            rows.row(db, system ? "Memory" : "Atomic",
                    context.dataDir().resolve("store") + "/",
                    system ? "" : context.dataDir().resolve("metadata").resolve(db) + "/",
                    "");
        }
    }
}
