package io.mergelab.engine.sql.ast;

import java.util.List;
import java.util.Optional;

/** One command of {@code ALTER TABLE t cmd, cmd, ...}. */
public sealed interface AlterCommand {

    /** {@code ADD INDEX [IF NOT EXISTS] name expr TYPE t(args) [GRANULARITY n] [AFTER other]}. */
    record AddIndex(boolean ifNotExists, IndexDef index, Optional<String> after) implements AlterCommand {
    }

    /** {@code DROP INDEX [IF EXISTS] name}. */
    record DropIndex(boolean ifExists, String name) implements AlterCommand {
    }

    /** {@code MATERIALIZE INDEX name [IN PARTITION p]}. */
    record MaterializeIndex(String name, Optional<PartitionSpec> partition) implements AlterCommand {
    }

    /** {@code CLEAR INDEX name [IN PARTITION p]}. */
    record ClearIndex(String name, Optional<PartitionSpec> partition) implements AlterCommand {
    }

    /** {@code MODIFY SETTING name = value, ...}. */
    record ModifySettings(List<SettingAssignment> settings) implements AlterCommand {
        public ModifySettings {
            settings = List.copyOf(settings);
        }
    }

    /** {@code DELETE WHERE expr} (a mutation). */
    record Delete(Expr where) implements AlterCommand {
    }

    /** {@code UPDATE c = e, ... WHERE expr} (a mutation). */
    record Update(List<ColumnAssignment> assignments, Expr where) implements AlterCommand {
        public Update {
            assignments = List.copyOf(assignments);
        }
    }
}
