package io.mergelab.engine.catalog;

import io.mergelab.engine.sql.ast.Expr;
import java.util.List;

/** A data-skipping index as declared: {@code INDEX name expr TYPE type(args) GRANULARITY g}. */
public record IndexDefinition(String name, Expr expr, String type, List<Expr> typeArgs, long granularity) {
    public IndexDefinition {
        typeArgs = List.copyOf(typeArgs);
    }
}
