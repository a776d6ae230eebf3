package io.mergelab.engine.sql.ast;

import java.util.Optional;

/** {@code DROP TABLE [IF EXISTS] [db.]t [SYNC]}. */
public record DropTable(boolean ifExists, Optional<String> database, String table) implements Statement {
}
