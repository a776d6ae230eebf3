package io.mergelab.engine.sql.ast;

import java.util.Optional;

/** {@code DESCRIBE|DESC [TABLE] [db.]t}. */
public record DescribeTable(Optional<String> database, String table) implements Statement {
}
