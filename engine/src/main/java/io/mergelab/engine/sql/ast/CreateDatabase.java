package io.mergelab.engine.sql.ast;

import java.util.Optional;

/** {@code CREATE DATABASE [IF NOT EXISTS] db [ENGINE = Atomic]}. */
public record CreateDatabase(boolean ifNotExists, String database, Optional<String> engine) implements Statement {
}
