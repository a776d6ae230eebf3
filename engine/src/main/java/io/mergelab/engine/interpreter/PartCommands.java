package io.mergelab.engine.interpreter;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.ast.AlterCommand;
import io.mergelab.engine.table.DetachedParts;
import io.mergelab.engine.table.DroppedParts;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.table.PartitionSpecs;

/**
 * ALTER TABLE ... DETACH PART|PARTITION, ATTACH PART|PARTITION, DROP PART|PARTITION ({@link DroppedParts}) and DROP
 * DETACHED PART|PARTITION, as ClickHouse runs them on
 * a MergeTree table (see {@link DetachedParts}). DETACH of a partition without parts, or ATTACH of one without detached
 * parts, does nothing; DETACH PART of a part that is not active fails with NO_SUCH_DATA_PART.
 */
final class PartCommands {
    private PartCommands() {
    }

    /** Fails before anything runs when a command is not allowed: DROP DETACHED needs {@code allow_drop_detached = 1}. */
    static void check(AlterCommand c, Settings settings) {
        if (c instanceof AlterCommand.DropDetached && !settings.getBool("allow_drop_detached")) {
            throw new MergeLabException(ErrorCode.SUPPORT_IS_DISABLED,
                    "Cannot execute query: DROP DETACHED PART is disabled (see allow_drop_detached setting)");
        }
    }

    static void run(AlterCommand c, MergeTreeTable table) {
        DetachedParts detached = table.detachedParts();
        if (c instanceof AlterCommand.Detach d) {
            if (d.target().part().isPresent()) {
                detached.detachPart(d.target().part().get());
            } else {
                String id = PartitionSpecs.partitionId(table, d.target().partition().get());
                detached.detach(p -> p.partitionId().equals(id));
            }
        } else if (c instanceof AlterCommand.Attach a) {
            if (a.target().part().isPresent()) {
                detached.attachPart(a.target().part().get());
            } else {
                detached.attachPartition(PartitionSpecs.partitionId(table, a.target().partition().get()));
            }
        } else if (c instanceof AlterCommand.Drop d) {
            if (d.target().part().isPresent()) {
                DroppedParts.dropPart(table, d.target().part().get());
            } else {
                String id = PartitionSpecs.partitionId(table, d.target().partition().get());
                DroppedParts.drop(table, p -> p.partitionId().equals(id));
            }
        } else if (c instanceof AlterCommand.DropDetached d) {
            if (d.target().part().isPresent()) {
                detached.dropDetachedPart(d.target().part().get());
            } else {
                detached.dropDetachedPartition(PartitionSpecs.partitionId(table, d.target().partition().get()));
            }
        } else {
            throw new IllegalArgumentException(c.getClass().getName());
        }
    }
}
