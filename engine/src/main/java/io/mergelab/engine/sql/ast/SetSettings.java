package io.mergelab.engine.sql.ast;

import java.util.List;

/** {@code SET name = value, ...}. */
public record SetSettings(List<SettingAssignment> settings) implements Statement {
    public SetSettings {
        settings = List.copyOf(settings);
    }
}
