package io.mergelab.engine.sql.ast;

import java.util.Optional;

/** {@code TRUNCATE [TABLE] [IF EXISTS] [db.]t}. */
public record TruncateTable(boolean ifExists, Optional<String> database, String table) implements Statement {
}
