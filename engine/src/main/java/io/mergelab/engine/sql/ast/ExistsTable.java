package io.mergelab.engine.sql.ast;

import java.util.Optional;

/** {@code EXISTS [TABLE] [db.]t}. */
public record ExistsTable(Optional<String> database, String table) implements Statement {
}
