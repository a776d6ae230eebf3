package io.mergelab.engine.sql.ast;

/** {@code column = expr} in {@code ALTER TABLE ... UPDATE}. */
public record ColumnAssignment(String column, Expr value) {
}
