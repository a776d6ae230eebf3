package io.mergelab.engine.system;

import io.mergelab.engine.catalog.Catalog;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.table.Table;
import java.util.List;
import java.util.function.BiConsumer;

/** Walks the catalog for the system tables that describe tables: database by database, system tables in theirs. */
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

    /** Visits every MergeTree table with its database: the tables system.parts and system.data_skipping_indices describe. */
    static void visitMergeTree(SystemContext context, BiConsumer<String, MergeTreeTable> visitor) {
        for (String db : context.catalog().databaseNames()) {
            if (db.equals(Catalog.SYSTEM_DATABASE)) {
                continue;
            }
            for (Table t : context.catalog().tables(db)) {
                if (t instanceof MergeTreeTable mt) {
                    visitor.accept(db, mt);
                }
            }
        }
    }
}
