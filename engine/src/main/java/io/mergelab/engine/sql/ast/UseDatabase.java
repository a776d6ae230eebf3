package io.mergelab.engine.sql.ast;

/** {@code USE db}. */
public record UseDatabase(String database) implements Statement {
}
