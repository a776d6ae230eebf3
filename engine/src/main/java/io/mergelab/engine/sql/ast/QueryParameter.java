package io.mergelab.engine.sql.ast;

/** {@code {name:Type}}, bound from the session's query parameters. */
public record QueryParameter(String name, String typeName) implements Expr {
}
