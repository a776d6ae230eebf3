package io.mergelab.engine.sql.ast;

import java.util.List;
import java.util.Optional;

/**
 * {@code CREATE [OR REPLACE] VIEW [IF NOT EXISTS] [db.]v [(columns)] AS SELECT ...} and
 * {@code CREATE MATERIALIZED VIEW [IF NOT EXISTS] [db.]mv [TO [db.]t] [(columns)] [ENGINE = ... keys ...] [POPULATE]
 * AS SELECT ...}. {@code storage} holds a materialized view's ENGINE and table clauses as a nameless CREATE TABLE;
 * {@code columns} is what the stored (canonical) query lists, empty when the statement gives none.
 */
public record CreateView(
        boolean materialized,
        boolean orReplace,
        boolean ifNotExists,
        Optional<String> database,
        String name,
        List<ColumnDef> columns,
        Optional<TableName> to,
        Optional<CreateTable> storage,
        boolean populate,
        SelectUnion query) implements Statement {
    public CreateView {
        columns = List.copyOf(columns);
    }
}
