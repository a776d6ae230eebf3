package io.mergelab.engine.sql.ast;

import java.util.List;
import java.util.Optional;

/** {@code ALTER TABLE [db.]t cmd, cmd, ... [SETTINGS k = v, ...]}. */
public record AlterTable(Optional<String> database, String table, List<AlterCommand> commands,
        List<SettingAssignment> settings) implements Statement {
    public AlterTable {
        commands = List.copyOf(commands);
        settings = List.copyOf(settings);
    }
}
