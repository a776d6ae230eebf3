package io.mergelab.engine.sql.ast;

import java.util.Optional;

/** {@code *} or {@code t.*}. */
public record Asterisk(Optional<String> qualifier) implements Expr {
    public static final Asterisk ALL = new Asterisk(Optional.empty());
}
