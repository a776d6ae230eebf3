package io.mergelab.engine.sql.ast;

/** {@code DROP DATABASE [IF EXISTS] db}. */
public record DropDatabase(boolean ifExists, String database) implements Statement {
}
