package io.mergelab.engine.sql.ast;

import java.util.List;

/** {@code RENAME TABLE a TO b [, c TO d ...]}. */
public record RenameTables(List<Rename> renames) implements Statement {

    public RenameTables {
        renames = List.copyOf(renames);
    }

    /** One {@code from TO to} pair. */
    public record Rename(TableName from, TableName to) {
    }
}
