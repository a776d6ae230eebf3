package io.mergelab.engine.sql.ast;

import java.util.List;
import java.util.Optional;

/** {@code LIMIT n [OFFSET m] BY expr, ...}. */
public record LimitBy(Expr count, Optional<Expr> offset, List<Expr> by) {
    public LimitBy {
        by = List.copyOf(by);
    }
}
