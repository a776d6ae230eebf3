package io.mergelab.engine.sql.ast;

import java.util.List;

/** {@code [a, b, c]}. */
public record ArrayLiteral(List<Expr> elements) implements Expr {
    public ArrayLiteral {
        elements = List.copyOf(elements);
    }
}
