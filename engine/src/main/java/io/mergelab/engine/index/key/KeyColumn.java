package io.mergelab.engine.index.key;

import io.mergelab.engine.expr.ColumnNames;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.type.DataType;

/**
 * One key a condition is analysed against: an expression over table columns ({@code d}, {@code toYYYYMM(d)}), its
 * type, and its name as EXPLAIN prints it.
 */
public record KeyColumn(String name, Expr expr, DataType type) {
    public static KeyColumn of(Expr expr, DataType type) {
        return new KeyColumn(ColumnNames.of(expr), expr, type);
    }
}
