package io.mergelab.engine.interpreter;

import io.mergelab.engine.catalog.Catalog;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.mutation.MutationCommands;
import io.mergelab.engine.sql.SqlParser;
import io.mergelab.engine.sql.ast.AlterCommand;
import io.mergelab.engine.sql.ast.AlterTable;
import io.mergelab.engine.sql.ast.CreateTable;
import io.mergelab.engine.sql.ast.IndexDef;
import io.mergelab.engine.sql.ast.PartitionSpec;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.table.PartitionSpecs;
import io.mergelab.engine.table.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Runs {@code ALTER TABLE} on a MergeTree table. DELETE / UPDATE commands together form one mutation
 * ({@link io.mergelab.engine.mutation.TableMutations}), run after the other commands; DETACH / ATTACH / DROP [DETACHED]
 * PART|PARTITION run first ({@link PartCommands}), column commands next ({@link ColumnCommands}). The skip index commands run
 * command by command, with inserts held off:
 * {@code ADD INDEX [IF NOT EXISTS] ... [AFTER i]} and {@code DROP INDEX [IF EXISTS]} change the definition (persisted
 * at once; DROP first removes the index's files from the parts), {@code MATERIALIZE INDEX} builds the files in parts
 * that lack them, {@code CLEAR INDEX} removes them and keeps the definition. Parts change through new part versions
 * ({@link io.mergelab.engine.storage.PartMutation}).
 */
final class AlterRunner {
    private AlterRunner() {
    }

    static void run(AlterTable alter, Catalog catalog, QueryContext query) {
        String db = alter.database().orElse(query.currentDatabase());
        EvaluationContext ctx = query.evaluation();
        Table table = catalog.table(db, alter.table());
        if (!(table instanceof MergeTreeTable mergeTree)) {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "ALTER of table " + db + "." + alter.table() + " with engine "
                    + table.definition().engine().sqlName() + " is not supported");
        }
        List<AlterCommand> indexCommands = new ArrayList<>();
        List<AlterCommand> mutationCommands = new ArrayList<>();
        List<AlterCommand> partCommands = new ArrayList<>();
        List<AlterCommand> columnCommands = new ArrayList<>();
        for (AlterCommand c : alter.commands()) {
            if (c instanceof AlterCommand.Detach || c instanceof AlterCommand.Attach || c instanceof AlterCommand.DropDetached
                    || c instanceof AlterCommand.Drop) {
                PartCommands.check(c, query.settings());
                partCommands.add(c);
            } else if (ColumnCommands.handles(c)) {
                columnCommands.add(c);
            } else if (MutationCommands.isMutation(c)) {
                mutationCommands.add(c);
            } else if (c instanceof AlterCommand.AddIndex || c instanceof AlterCommand.DropIndex
                    || c instanceof AlterCommand.MaterializeIndex || c instanceof AlterCommand.ClearIndex) {
                indexCommands.add(c);
            } else {
                throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "ALTER TABLE " + c.getClass().getSimpleName()
                        + " is not supported yet");
            }
        }
        for (AlterCommand c : partCommands) {
            PartCommands.run(c, mergeTree);
        }
        List<AlterCommand> conversions = new ArrayList<>();
        if (!columnCommands.isEmpty()) {
            mergeTree.underAlterLock(() -> {
                for (AlterCommand c : columnCommands) {
                    ColumnCommands.run(c, mergeTree, catalog, ctx).ifPresent(conversions::add);
                }
            });
        }
        if (!conversions.isEmpty()) {
            // one rewrite of each part converts every column whose type changed
            mergeTree.mutations().run(MutationCommands.of(conversions.subList(0, 1)), ctx);
        }
        if (!indexCommands.isEmpty()) {
            mergeTree.underAlterLock(() -> {
                for (AlterCommand c : indexCommands) {
                    apply(c, mergeTree, catalog, ctx);
                }
            });
        }
        if (!mutationCommands.isEmpty()) {
            // one mutation for all DELETE / UPDATE commands of the statement, applied in order, as ClickHouse does
            mergeTree.mutations().run(MutationCommands.of(mutationCommands), ctx);
        }
    }

    private static void apply(AlterCommand c, MergeTreeTable table, Catalog catalog, EvaluationContext ctx) {
        TableDefinition def = table.definition();
        CreateTable create = (CreateTable) SqlParser.parse(def.createQuery());
        List<IndexDef> indexes = new ArrayList<>(create.indexes());
        if (c instanceof AlterCommand.AddIndex add) {
            String name = add.index().name();
            if (find(indexes, name) >= 0) {
                if (add.ifNotExists()) {
                    return;
                }
                throw new MergeLabException(ErrorCode.ILLEGAL_COLUMN, "Cannot add index " + name + ": index with this name already exists");
            }
            int at = indexes.size();
            if (add.after().isPresent()) {
                int after = find(indexes, add.after().get());
                if (after < 0) {
                    throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Wrong index name. Cannot find index `" + add.after().get()
                            + "` to insert after");
                }
                at = after + 1;
            }
            indexes.add(at, add.index());
            redefine(table, catalog, create, indexes, ctx);
        } else if (c instanceof AlterCommand.DropIndex drop) {
            int at = find(indexes, drop.name());
            if (at < 0) {
                if (drop.ifExists()) {
                    return;
                }
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Wrong index name. Cannot find index `" + drop.name() + "` to drop");
            }
            // files first: a crash in between leaves a defined index missing in some parts, never stale files
            table.clearIndex(drop.name(), p -> true);
            indexes.remove(at);
            redefine(table, catalog, create, indexes, ctx);
        } else if (c instanceof AlterCommand.MaterializeIndex m) {
            requireIndex(indexes, m.name());
            table.materializeIndex(m.name(), inPartition(table, m.partition()));
        } else if (c instanceof AlterCommand.ClearIndex clear) {
            requireIndex(indexes, clear.name());
            table.clearIndex(clear.name(), inPartition(table, clear.partition()));
        }
    }

    private static void redefine(MergeTreeTable table, Catalog catalog, CreateTable create, List<IndexDef> indexes,
                                 EvaluationContext ctx) {
        TableDefinition def = table.definition();
        CreateTable changed = new CreateTable(create.ifNotExists(), create.database(), create.table(), create.columns(), indexes,
                create.asTable(), create.engine(), create.partitionBy(), create.primaryKey(), create.orderBy(), create.sampleBy(), create.settings(),
                create.comment(), create.asSelect());
        TableDefinition next = TableDefinitions.fromAst(changed, def.database(), def.name(), ctx);
        catalog.storeDefinition(next);
        table.redefine(next, ctx);
    }

    private static int find(List<IndexDef> indexes, String name) {
        for (int i = 0; i < indexes.size(); i++) {
            if (indexes.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    private static void requireIndex(List<IndexDef> indexes, String name) {
        if (find(indexes, name) < 0) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Unknown index: " + name);
        }
    }

    /** The parts of {@code IN PARTITION p} (by id, or by the value of the partition key), or every part. */
    private static Predicate<DataPart> inPartition(MergeTreeTable table, Optional<PartitionSpec> spec) {
        if (spec.isEmpty()) {
            return p -> true;
        }
        String id = PartitionSpecs.partitionId(table, spec.get());
        return p -> p.partitionId().equals(id);
    }
}
