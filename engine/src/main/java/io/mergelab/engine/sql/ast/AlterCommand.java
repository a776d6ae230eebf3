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

    /** {@code DELETE [IN PARTITION p] WHERE expr} (a mutation). */
    record Delete(Optional<PartitionSpec> partition, Expr where) implements AlterCommand {
        public Delete(Expr where) {
            this(Optional.empty(), where);
        }
    }

    /** {@code UPDATE c = e, ... [IN PARTITION p] WHERE expr} (a mutation). */
    record Update(List<ColumnAssignment> assignments, Optional<PartitionSpec> partition, Expr where) implements AlterCommand {
        public Update {
            assignments = List.copyOf(assignments);
        }

        public Update(List<ColumnAssignment> assignments, Expr where) {
            this(assignments, Optional.empty(), where);
        }
    }

    /**
     * Which parts a DETACH, ATTACH or DROP DETACHED command names: {@code PART 'name'} or {@code PARTITION p}, exactly one.
     */
    record PartsTarget(Optional<String> part, Optional<PartitionSpec> partition) {
        public PartsTarget {
            if (part.isPresent() == partition.isPresent()) {
                throw new IllegalArgumentException("A command names a part or a partition, not both");
            }
        }
    }

    /** {@code DETACH PART 'name' | PARTITION p}: active parts move to {@code detached/}. */
    record Detach(PartsTarget target) implements AlterCommand {
    }

    /** {@code ATTACH PART 'name' | PARTITION p}: parts in {@code detached/} become active again. */
    record Attach(PartsTarget target) implements AlterCommand {
    }

    /** {@code DROP DETACHED PART 'name' | PARTITION p}: parts in {@code detached/} are deleted. */
    record DropDetached(PartsTarget target) implements AlterCommand {
    }

    /** {@code DROP PART 'name' | PARTITION p}: active parts leave the table and are deleted. */
    record Drop(PartsTarget target) implements AlterCommand {
    }

    /** {@code ADD COLUMN [IF NOT EXISTS] name Type [DEFAULT expr] ... [AFTER other | FIRST]}: a metadata change. */
    record AddColumn(boolean ifNotExists, ColumnDef column, Optional<String> after, boolean first) implements AlterCommand {
    }

    /** {@code DROP COLUMN [IF EXISTS] name}. */
    record DropColumn(boolean ifExists, String name) implements AlterCommand {
    }

    /**
     * {@code MODIFY COLUMN [IF EXISTS] name [Type] [DEFAULT|MATERIALIZED|ALIAS expr] [COMMENT 's']}, or
     * {@code MODIFY COLUMN name REMOVE DEFAULT|COMMENT}: the parts given replace the column's.
     */
    record ModifyColumn(boolean ifExists, String name, Optional<String> typeName, Optional<ColumnDefault> defaultValue,
                        Optional<String> comment, Optional<String> remove) implements AlterCommand {
    }

    /** {@code COMMENT COLUMN [IF EXISTS] name 'text'}. */
    record CommentColumn(boolean ifExists, String name, String comment) implements AlterCommand {
    }

    /** {@code RENAME COLUMN [IF EXISTS] old TO new}. */
    record RenameColumn(boolean ifExists, String from, String to) implements AlterCommand {
    }
}
