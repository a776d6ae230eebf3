package io.mergelab.engine.sql.ast;

import java.util.Optional;

/** {@code LIMIT n [OFFSET m]} (also {@code LIMIT m, n}). */
public record Limit(Expr count, Optional<Expr> offset) {
}
