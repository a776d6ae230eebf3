package io.mergelab.engine.interpreter;

import io.mergelab.engine.catalog.Catalog;
import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;
import io.mergelab.engine.sql.ast.TableExpr;
import io.mergelab.engine.sql.ast.TableRef;
import io.mergelab.engine.system.SystemColumn;
import io.mergelab.engine.system.SystemContext;
import io.mergelab.engine.system.SystemTable;
import io.mergelab.engine.system.SystemTables;
import io.mergelab.engine.table.Table;
import io.mergelab.engine.type.DataType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Turns a FROM clause into a {@link TableSource} over a user table or a system table. */
final class SourceResolver {
    private final Catalog catalog;
    private final SystemTables systemTables;
    private final Path dataDir;

    SourceResolver(Catalog catalog, SystemTables systemTables, Path dataDir) {
        this.catalog = catalog;
        this.systemTables = systemTables;
        this.dataDir = dataDir;
    }

    TableSource resolve(TableExpr from, QueryContext ctx) {
        if (!(from instanceof TableRef ref)) {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "Reading from subqueries and table functions is not supported yet");
        }
        if (ref.isFinal()) {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "FINAL is not supported yet");
        }
        String db = ref.database().orElse(ctx.currentDatabase());
        if (db.equals(Catalog.SYSTEM_DATABASE)) {
            return system(systemTables.get(ref.table()));
        }
        return table(catalog.table(db, ref.table()));
    }

    TableSource systemOne() {
        return system(systemTables.get("one"));
    }

    private TableSource system(SystemTable t) {
        List<String> names = t.columns().stream().map(SystemColumn::name).toList();
        List<DataType> types = t.columns().stream().map(SystemColumn::type).toList();
        return new TableSource(names, types, names, (columns, query) -> {
            Chunk all = t.read(new SystemContext(catalog, dataDir, query.settings()));
            List<Column> out = new ArrayList<>(columns.size());
            for (String c : columns) {
                out.add(all.column(names.indexOf(c)));
            }
            query.readCounters().add(all.rows(), all.byteSize());
            return List.of(new Chunk(out, all.rows())).iterator();
        });
    }

    private static TableSource table(Table table) {
        TableDefinition def = table.definition();
        List<ColumnDefinition> stored = def.storedColumns();
        return new TableSource(
                stored.stream().map(ColumnDefinition::name).toList(),
                stored.stream().map(ColumnDefinition::type).toList(),
                def.ordinaryColumns().stream().map(ColumnDefinition::name).toList(),
                (columns, query) -> {
                    int blockRows = (int) Math.min(Integer.MAX_VALUE, query.settings().getLong("max_block_size"));
                    return table.scan(columns, blockRows, query.readCounters());
                });
    }
}
