package io.mergelab.engine.sql.ast;

import java.util.List;

/** {@code x -> expr} or {@code (x, y) -> expr}, as arguments of higher-order array functions. */
public record LambdaExpr(List<String> parameters, Expr body) implements Expr {
    public LambdaExpr {
        parameters = List.copyOf(parameters);
    }
}
