package io.mergelab.engine.sql.ast;

/** A parsed SQL statement. */
public interface Statement {
}
