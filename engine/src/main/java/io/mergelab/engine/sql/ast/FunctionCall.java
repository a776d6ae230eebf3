package io.mergelab.engine.sql.ast;

import java.util.List;

/**
 * {@code name(args)}, also {@code count(DISTINCT x)} and parametric calls such as {@code quantile(0.9)(x)}
 * where {@code parameters} holds {@code 0.9}.
 */
public record FunctionCall(String name, List<Expr> args, boolean distinct, List<Expr> parameters) implements Expr {
    public FunctionCall {
        args = List.copyOf(args);
        parameters = List.copyOf(parameters);
    }

    public static FunctionCall of(String name, Expr... args) {
        return new FunctionCall(name, List.of(args), false, List.of());
    }
}
