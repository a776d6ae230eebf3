package io.mergelab.engine.sql.ast;

import java.util.List;

/** {@code (a, b)} with two or more elements, or {@code tuple()} when empty. */
public record TupleLiteral(List<Expr> elements) implements Expr {
    public TupleLiteral {
        elements = List.copyOf(elements);
    }
}
