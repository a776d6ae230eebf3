package io.mergelab.engine.sql.ast;

import java.util.Optional;

/**
 * {@code SYSTEM FLUSH LOGS | STOP MERGES [[db.]t] | START MERGES [[db.]t] | DROP MARK CACHE |
 * DROP UNCOMPRESSED CACHE | DROP QUERY CONDITION CACHE} ({@code CLEAR} is accepted for {@code DROP}).
 * {@code table} is only present for STOP/START MERGES.
 */
public record SystemCommand(Action action, Optional<TableName> table) implements Statement {

    public enum Action {
        FLUSH_LOGS, STOP_MERGES, START_MERGES, DROP_MARK_CACHE, DROP_UNCOMPRESSED_CACHE, DROP_QUERY_CONDITION_CACHE
    }
}
