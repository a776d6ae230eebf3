package io.mergelab.engine.system;

import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.sql.SqlFormatter;
import io.mergelab.engine.storage.Codec;
import io.mergelab.engine.table.Table;
import java.util.List;
import java.util.function.Supplier;

/** system.columns: every column of every table, system tables included. */
final class ColumnsTable extends SystemTable {
    private static final List<SystemColumn> COLUMNS = List.of(
            SystemColumn.of("database", "String"),
            SystemColumn.of("table", "String"),
            SystemColumn.of("name", "String"),
            SystemColumn.of("type", "String"),
            SystemColumn.of("position", "UInt64"),
            SystemColumn.of("default_kind", "String"),
            SystemColumn.of("default_expression", "String"),
            SystemColumn.of("comment", "String"),
            SystemColumn.of("compression_codec", "String"));

    private final Supplier<List<SystemTable>> systemTables;

    ColumnsTable(Supplier<List<SystemTable>> systemTables) {
        super("columns", COLUMNS);
        this.systemTables = systemTables;
    }

    @Override
    void fill(RowsBuilder rows, SystemContext context) {
        TableWalk.visit(context, systemTables.get(), new TableWalk.Visitor() {
            @Override
            public void systemTable(String db, SystemTable t) {
                long position = 1;
                for (SystemColumn c : t.columns()) {
                    rows.row(db, t.name(), c.name(), c.type().name(), position++, "", "", "", "");
                }
            }

            @Override
            public void userTable(String db, Table t) {
                TableDefinition d = t.definition();
                long position = 1;
                for (ColumnDefinition c : d.columns()) {
                    rows.row(db, d.name(), c.name(), c.type().name(), position++,
                            c.defaultKind() == ColumnDefinition.DefaultKind.NONE ? "" : c.defaultKind().name(),
                            c.defaultExpr().map(SqlFormatter::format).orElse(""),
                            c.comment(), c.codec().equals(Codec.DEFAULT) ? "" : "CODEC(" + c.codec() + ")");
                }
            }
        });
    }
}
