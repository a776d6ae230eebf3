package io.mergelab.engine.sql.ast;

/** A subquery used as a value, e.g. the right side of {@code IN}. */
public record SubqueryExpr(SelectUnion query) implements Expr {
}
