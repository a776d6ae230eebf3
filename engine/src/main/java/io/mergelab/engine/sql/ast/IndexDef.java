package io.mergelab.engine.sql.ast;

import java.util.List;

/**
 * {@code INDEX name expr TYPE type[(args)] [GRANULARITY n]}; {@code granularity} is 1 when not written,
 * as in ClickHouse.
 */
public record IndexDef(String name, Expr expression, String type, List<Expr> typeArgs, long granularity) {
    public IndexDef {
        typeArgs = List.copyOf(typeArgs);
    }
}
