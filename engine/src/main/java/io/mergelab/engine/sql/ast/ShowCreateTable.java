package io.mergelab.engine.sql.ast;

import java.util.Optional;

/** {@code SHOW CREATE [TABLE] [db.]t}. */
public record ShowCreateTable(Optional<String> database, String table) implements Statement {
}
