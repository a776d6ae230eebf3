package io.mergelab.engine.sql.ast;

/** {@code KILL QUERY WHERE expr [SYNC|ASYNC]}; ASYNC (sync = false) when not written. */
public record KillQuery(Expr where, boolean sync) implements Statement {
}
