package io.mergelab.engine.sql;

import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.Statement;

/**
 * Canonical one-line SQL for AST nodes, ClickHouse-like ({@code plus(a, 1)} is printed as {@code a + 1}).
 * {@code SqlParser.parse(format(s))} equals {@code s} for every tree the parser produces.
 */
public final class SqlFormatter {
    private SqlFormatter() {
    }

    public static String format(Statement statement) {
        StringBuilder out = new StringBuilder(128);
        new StatementFormatter(out).statement(statement);
        return out.toString();
    }

    public static String format(Expr expression) {
        StringBuilder out = new StringBuilder(32);
        new ExpressionFormatter(out).expression(expression);
        return out.toString();
    }
}
