package io.mergelab.engine.sql.ast;

import java.util.Optional;

/** {@code SHOW TABLES [FROM|IN db] [LIKE 'pattern']}. */
public record ShowTables(Optional<String> database, Optional<String> like) implements Statement {
}
