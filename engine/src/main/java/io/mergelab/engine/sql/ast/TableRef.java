package io.mergelab.engine.sql.ast;

import java.util.Optional;

/** {@code [db.]table [AS alias] [FINAL]}. */
public record TableRef(Optional<String> database, String table, Optional<String> alias, boolean isFinal)
        implements TableExpr {
}
