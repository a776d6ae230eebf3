package io.mergelab.engine.sql.ast;

/** {@code DEFAULT expr}, {@code MATERIALIZED expr} or {@code ALIAS expr} of a column. */
public record ColumnDefault(Kind kind, Expr expression) {

    public enum Kind { DEFAULT, MATERIALIZED, ALIAS }
}
