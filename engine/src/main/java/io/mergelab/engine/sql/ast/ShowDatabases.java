package io.mergelab.engine.sql.ast;

import java.util.Optional;

/** {@code SHOW DATABASES [LIKE 'pattern']}. */
public record ShowDatabases(Optional<String> like) implements Statement {
}
