package io.mergelab.engine.sql.ast;

/** {@code expr AS alias}. */
public record Aliased(Expr expr, String alias) implements Expr {
}
