package io.mergelab.engine.sql.ast;

/**
 * {@code name AS (SELECT ...)} in a WITH list: a named subquery the query (and its subqueries and later WITH
 * items) can read like a table. Only found in {@link SelectQuery#with()}; like ClickHouse's {@code ASTWithElement}.
 */
public record CommonTableExpr(String name, SelectUnion query) implements Expr {
}
