package io.mergelab.engine.sql.ast;

import java.util.Optional;

/** {@code expr [ASC|DESC] [NULLS FIRST|LAST]}; {@code nullsFirst} empty means the default. */
public record OrderItem(Expr expr, boolean descending, Optional<Boolean> nullsFirst) {
}
