package io.mergelab.engine.sql.ast;

import java.util.List;
import java.util.Optional;

/** {@code INSERT INTO [TABLE] [db.]t [(c1, c2)] VALUES ... | FORMAT f [data] | SELECT ...}. */
public record Insert(Optional<String> database, String table, List<String> columns, InsertSource source)
        implements Statement {
    public Insert {
        columns = List.copyOf(columns);
    }
}
