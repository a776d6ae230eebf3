package io.mergelab.engine.sql.ast;

import java.util.List;
import java.util.Objects;

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

    // Written out rather than generated: a record's generated equals and hashCode link a method handle tree at their
    // first call (java.lang.runtime.ObjectMethods), 5-20 ms of CPU each in a fresh process, which calls these at start.
    @Override
    public boolean equals(Object o) {
        return o instanceof FunctionCall c && c.distinct == distinct && c.name.equals(name) && c.args.equals(args)
                && c.parameters.equals(parameters);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, args, distinct, parameters);
    }
}
