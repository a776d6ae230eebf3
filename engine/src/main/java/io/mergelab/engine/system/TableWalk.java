package io.mergelab.engine.system;

import io.mergelab.engine.catalog.Catalog;
import io.mergelab.engine.table.Table;
import java.util.List;

/** Visits every table that system.tables and system.columns list, database by database: system tables in theirs. */
final class TableWalk {
    /** What to do with each table. */
    interface Visitor {
        void systemTable(String database, SystemTable table);

        void userTable(String database, Table table);
    }

    private TableWalk() {
    }

    static void visit(SystemContext context, List<SystemTable> systemTables, Visitor visitor) {
        for (String db : context.catalog().databaseNames()) {
            if (db.equals(Catalog.SYSTEM_DATABASE)) {
                systemTables.forEach(t -> visitor.systemTable(db, t));
            } else {
                context.catalog().tables(db).forEach(t -> visitor.userTable(db, t));
            }
        }
    }
}
