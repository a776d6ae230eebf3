package io.mergelab.engine.merge;

import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.sql.SqlParser;
import io.mergelab.engine.sql.ast.ColumnDef;
import io.mergelab.engine.sql.ast.CreateTable;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The {@code SimpleAggregateFunction(f, T)} columns of a table and their functions. The column's type is T (its values
 * are T's), so the function is read from the column's type as the CREATE statement wrote it.
 */
final class SimpleAggregateColumns {
    private static final String PREFIX = "SimpleAggregateFunction(";

    private SimpleAggregateColumns() {
    }

    /** Column name → function name. */
    static Map<String, String> of(TableDefinition def) {
        Map<String, String> out = new LinkedHashMap<>();
        if (!def.createQuery().contains(PREFIX) || !(SqlParser.parse(def.createQuery()) instanceof CreateTable create)) {
            return out;
        }
        for (ColumnDef c : create.columns()) {
            String type = c.typeName().strip();
            if (type.startsWith(PREFIX)) {
                out.put(c.name(), type.substring(PREFIX.length(), type.indexOf(',')).strip());
            }
        }
        return out;
    }
}
