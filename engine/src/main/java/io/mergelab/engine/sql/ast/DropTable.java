package io.mergelab.engine.sql.ast;

import java.util.Optional;

/** {@code DROP TABLE|VIEW [IF EXISTS] [db.]t [SYNC]}; DROP VIEW ({@code view}) drops only views. */
public record DropTable(boolean ifExists, Optional<String> database, String table, boolean view) implements Statement {

    /** {@code DROP TABLE}. */
    public DropTable(boolean ifExists, Optional<String> database, String table) {
        this(ifExists, database, table, false);
    }
}
