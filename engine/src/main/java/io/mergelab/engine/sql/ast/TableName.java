package io.mergelab.engine.sql.ast;

import java.util.Optional;

/** {@code [db.]table} where a statement names a second table (RENAME, CREATE TABLE ... AS other, SYSTEM). */
public record TableName(Optional<String> database, String table) {
}
