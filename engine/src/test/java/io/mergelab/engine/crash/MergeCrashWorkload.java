package io.mergelab.engine.crash;

import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.catalog.TableEngineKind;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.merge.MergeList;
import io.mergelab.engine.merge.PartLogSink;
import io.mergelab.engine.merge.PartMerger;
import io.mergelab.engine.mutation.MutationCommands;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.storage.Codec;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.PartReader;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.table.PartReservation;
import io.mergelab.engine.table.PartRetirement;
import io.mergelab.engine.table.TableServices;
import io.mergelab.engine.type.IntegerType;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The child JVM of the merge crash test, on a MergeTree table opened directly (the engine's OPTIMIZE is not needed):
 * loops until killed: insert a batch as two parts, UPDATE and DELETE that batch, then merge all parts into one, as
 * {@code OPTIMIZE TABLE t FINAL} would. On start it redoes the newest batch's mutations (idempotent), then prints
 * {@link CrashWorkload#READY}. Arguments: table directory, rows per batch.
 */
public final class MergeCrashWorkload {
    private MergeCrashWorkload() {
    }

    /** (batch UInt64, id UInt64, v UInt64) ORDER BY id. */
    static MergeTreeTable open(Path dir) {
        List<ColumnDefinition> columns = List.of(column("batch"), column("id"), column("v"));
        TableDefinition def = new TableDefinition("default", "t", columns, List.of(), TableEngineKind.MERGE_TREE, List.of(),
                List.of(Identifier.of("id")), List.of(), Optional.empty(),
                Settings.mergeTreeDefaults().with("index_granularity", "1024"), "", "");
        return MergeTreeTable.open(def, dir, EvaluationContext.system(),
                new TableServices(null, new PartRetirement(null), PartLogSink.NONE, new MergeList()));
    }

    private static ColumnDefinition column(String name) {
        return new ColumnDefinition(name, IntegerType.UINT64, ColumnDefinition.DefaultKind.NONE, Optional.empty(), Codec.DEFAULT, "");
    }

    public static void main(String[] args) {
        Path dir = Path.of(args[0]);
        int rows = Integer.parseInt(args[1]);
        MergeTreeTable table = open(dir);
        long newest = newestBatch(table);
        if (newest >= 0) {
            mutate(table, newest);
        }
        System.out.println(CrashWorkload.READY);
        System.out.flush();
        for (long b = newest + 1; ; b++) {
            System.out.println("batch " + b);
            insert(table, b, rows);
            mutate(table, b);
            System.out.println("merge after batch " + b);
            mergeAll(table);
        }
    }

    private static long newestBatch(MergeTreeTable table) {
        long newest = -1;
        for (DataPart p : table.activeParts()) {
            for (var it = PartReader.readAll(p, List.of("batch"), 65_536); it.hasNext(); ) {
                for (long b : ((LongColumn) it.next().column(0)).values()) {
                    newest = Math.max(newest, b);
                }
            }
        }
        return newest;
    }

    /** One insert of two blocks (two parts, committed together). */
    private static void insert(MergeTreeTable table, long batch, int rows) {
        int half = rows / 2;
        table.insert(List.of(block(batch, batch * rows, half), block(batch, batch * rows + half, rows - half)).iterator());
    }

    private static Chunk block(long batch, long firstId, int n) {
        long[] b = new long[n];
        long[] id = new long[n];
        for (int i = 0; i < n; i++) {
            b[i] = batch;
            id[i] = firstId + i;
        }
        return Chunk.of(List.of(LongColumn.of(IntegerType.UINT64, b), LongColumn.of(IntegerType.UINT64, id),
                LongColumn.of(IntegerType.UINT64, id.clone())));
    }

    private static void mutate(MergeTreeTable table, long batch) {
        table.mutations().run(MutationCommands.parse("UPDATE v = id + " + BatchCheck.UPDATED + " WHERE batch = " + batch),
                EvaluationContext.system());
        table.mutations().run(MutationCommands.parse("DELETE WHERE batch = " + batch + " AND id % 2 = 0"),
                EvaluationContext.system());
    }

    private static void mergeAll(MergeTreeTable table) {
        List<DataPart> parts = table.activeParts();
        if (parts.size() < 2) {
            return;
        }
        try (PartReservation r = table.tryReserve(parts).orElseThrow()) {
            new PartMerger(table, new MergeList()).merge(r, false, "", () -> false);
        }
    }
}
