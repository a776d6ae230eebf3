package io.mergelab.engine.sql.ast;

import java.util.List;

/**
 * {@code [LEFT] ARRAY JOIN arr [AS a], arr2 [AS b]}: one row per element of the arrays, which are joined in
 * parallel (their sizes must match); LEFT keeps rows with empty arrays, with default elements.
 */
public record ArrayJoinClause(boolean left, List<Expr> arrays) {
    public ArrayJoinClause {
        arrays = List.copyOf(arrays);
    }
}
