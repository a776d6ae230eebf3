package io.mergelab.engine.sql.ast;

import java.util.Optional;

/** {@code (SELECT ...) [AS alias]}. */
public record SubqueryTable(SelectUnion query, Optional<String> alias) implements TableExpr {
}
