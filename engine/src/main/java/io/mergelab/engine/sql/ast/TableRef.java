package io.mergelab.engine.sql.ast;

import java.util.Optional;

/** {@code [db.]table [AS alias] [FINAL] [SAMPLE k [OFFSET m]]}. */
public record TableRef(Optional<String> database, String table, Optional<String> alias, boolean isFinal,
                       Optional<SampleClause> sample)
        implements TableExpr {

    /** A table read without SAMPLE. */
    public TableRef(Optional<String> database, String table, Optional<String> alias, boolean isFinal) {
        this(database, table, alias, isFinal, Optional.empty());
    }
}
