package io.mergelab.engine.sql.ast;

import java.util.List;
import java.util.Optional;

/** {@code INSERT INTO [TABLE] [db.]t [(c1, c2)] [SETTINGS ...] VALUES ... | FORMAT f [data] | SELECT ...}. */
public record Insert(Optional<String> database, String table, List<String> columns, List<SettingAssignment> settings,
        InsertSource source) implements Statement {
    public Insert {
        columns = List.copyOf(columns);
        settings = List.copyOf(settings);
    }

    /** An INSERT without its own SETTINGS clause, as CREATE ... AS SELECT and POPULATE run theirs. */
    public Insert(Optional<String> database, String table, List<String> columns, InsertSource source) {
        this(database, table, columns, List.of(), source);
    }
}
