package io.mergelab.engine.sql.ast;

import java.util.List;
import java.util.Optional;

/**
 * One or more SELECTs joined by {@code UNION ALL}; a single SELECT is a union of one. The trailing
 * {@code SETTINGS} and {@code FORMAT} clauses apply to the whole statement.
 */
public record SelectUnion(List<SelectQuery> selects, List<SettingAssignment> settings, Optional<String> format)
        implements Statement {
    public SelectUnion {
        selects = List.copyOf(selects);
        settings = List.copyOf(settings);
    }
}
