package io.mergelab.engine.system;

import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.sql.SqlFormatter;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.table.Table;
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * system.tables: user tables and the system tables themselves. A MergeTree table's {@code uuid} is the one its
 * system.part_log rows carry as {@code table_uuid}, so a table dropped and created again under the same name can be
 * told apart from the one before; other tables have the nil UUID, as in a ClickHouse Ordinary database.
 */
final class TablesTable extends SystemTable {
    private static final UUID NO_UUID = new UUID(0, 0);
    private static final List<SystemColumn> COLUMNS = List.of(
            SystemColumn.of("database", "String"),
            SystemColumn.of("name", "String"),
            SystemColumn.of("uuid", "UUID"),
            SystemColumn.of("engine", "String"),
            SystemColumn.of("is_temporary", "UInt8"),
            SystemColumn.of("create_table_query", "String"),
            SystemColumn.of("engine_full", "String"),
            SystemColumn.of("partition_key", "String"),
            SystemColumn.of("sorting_key", "String"),
            SystemColumn.of("primary_key", "String"),
            SystemColumn.of("sampling_key", "String"),
            SystemColumn.of("total_rows", "Nullable(UInt64)"),
            SystemColumn.of("total_bytes", "Nullable(UInt64)"),
            SystemColumn.of("parts", "Nullable(UInt64)"),
            SystemColumn.of("comment", "String"));

    private final Supplier<List<SystemTable>> systemTables;

    TablesTable(Supplier<List<SystemTable>> systemTables) {
        super("tables", COLUMNS);
        this.systemTables = systemTables;
    }

    @Override
    void fill(RowsBuilder rows, SystemContext context) {
        TableWalk.visit(context, systemTables.get(), new TableWalk.Visitor() {
            @Override
            public void systemTable(String db, SystemTable t) {
                rows.row(db, t.name(), NO_UUID, "SystemTable", 0L, "", "", "", "", "", "", null, null, null, "");
            }

            @Override
            public void userTable(String db, Table t) {
                userTableRow(rows, db, t);
            }
        });
    }

    private static void userTableRow(RowsBuilder rows, String db, Table t) {
        TableDefinition d = t.definition();
        Long totalRows = null;
        Long totalBytes = null;
        Long parts = null;
        if (t instanceof MergeTreeTable mt) {
            List<DataPart> active = mt.activeParts();
            totalRows = active.stream().mapToLong(DataPart::rows).sum();
            totalBytes = active.stream().mapToLong(DataPart::bytesOnDisk).sum();
            parts = (long) active.size();
        }
        String create = d.createQuery();
        int engineAt = create.indexOf("ENGINE = ");
        rows.row(db, d.name(), t instanceof MergeTreeTable merging ? uuid(merging.uuid()) : NO_UUID,
                d.engine().sqlName(), 0L, create,
                d.engine().isView() ? "" : engineAt < 0 ? d.engine().sqlName() : create.substring(engineAt + "ENGINE = ".length()),
                d.partitionBy().map(SqlFormatter::format).orElse(""),
                keyText(d.orderBy()),
                keyText(d.primaryKey().isEmpty() ? d.orderBy() : d.primaryKey()),
                d.sampleBy().map(SqlFormatter::format).orElse(""),
                totalRows, totalBytes, parts, d.comment());
    }

    /** As system.part_log's {@code table_uuid}: the data directory's name when it is a UUID, else the nil UUID. */
    private static UUID uuid(String directoryName) {
        try {
            return UUID.fromString(directoryName);
        } catch (IllegalArgumentException e) {
            return NO_UUID;
        }
    }

    private static String keyText(List<Expr> key) {
        return key.stream().map(SqlFormatter::format).collect(Collectors.joining(", "));
    }
}
