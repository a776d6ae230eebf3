package io.mergelab.engine.mutation;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.merge.MergeEntry;
import io.mergelab.engine.sql.ast.AlterCommand;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.PartMutation;
import io.mergelab.engine.storage.PartName;
import io.mergelab.engine.storage.PartReadStream;
import io.mergelab.engine.storage.PartReader;
import io.mergelab.engine.storage.PartSpec;
import io.mergelab.engine.storage.PartWriter;
import io.mergelab.engine.table.MergeTreeTable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * Gives one part the new version of a mutation, as {@code <partition>_<min>_<max>_<level>_<version>}: a part where
 * no condition matches any row gets the version cheaply, as hard links to its files; otherwise the part is read and
 * rewritten through {@link PartWriter} with the table's skip indexes (a DELETE keeps the sort order, an UPDATE never
 * touches key columns); a part whose every row is deleted gets no successor. Commands with {@code IN PARTITION} apply
 * only to that partition's parts. The new part is complete and durable before it becomes visible on disk; the caller
 * swaps it in.
 */
final class PartMutator {
    private static final int BLOCK_ROWS = 65_536;

    private final MergeTreeTable table;
    private final List<AlterCommand> commands;
    private final List<String> partitionIds;
    private final EvaluationContext ctx;
    /** The programs by the commands that apply to a part (all, or those of its partition). */
    private final Map<List<AlterCommand>, Programs> programs = new HashMap<>();

    /** {@code full} reads and writes all stored columns; {@code probe} only the columns the commands use. */
    private record Programs(MutationProgram full, MutationProgram probe, InputSchema probeColumns) {
    }

    PartMutator(MergeTreeTable table, MutationCommands commands, EvaluationContext ctx) {
        this.table = table;
        this.commands = commands.commands();
        this.partitionIds = commands.partitionIds(table);
        this.ctx = ctx;
    }

    private Programs programs(List<AlterCommand> applicable) {
        return programs.computeIfAbsent(applicable, cs -> {
            MutationProgram full = MutationProgram.compile(cs, MutationProgram.tableSchema(table.definition()),
                    table.definition(), ctx);
            InputSchema used = full.usedColumns();
            return new Programs(full, MutationProgram.compile(cs, used, table.definition(), ctx), used);
        });
    }

    /** The commands for {@code part}: those without IN PARTITION and those naming its partition. */
    private List<AlterCommand> applicable(DataPart part) {
        List<AlterCommand> out = new ArrayList<>();
        for (int i = 0; i < commands.size(); i++) {
            if (partitionIds.get(i) == null || partitionIds.get(i).equals(part.partitionId())) {
                out.add(commands.get(i));
            }
        }
        return out;
    }

    /** The name {@code part} gets at mutation version {@code version}. */
    static PartName mutatedName(DataPart part, long version) {
        PartName old = part.partName();
        return new PartName(old.partitionId(), old.minBlock(), old.maxBlock(), old.level(), OptionalLong.of(version));
    }

    /** The successor of {@code part} at {@code version}, or empty when every row is deleted; progress goes to {@code entry}. */
    Optional<DataPart> mutate(DataPart part, long version, MergeEntry entry) {
        List<AlterCommand> applicable = applicable(part);
        Programs p = applicable.isEmpty() ? null : programs(applicable);
        if (p == null || !anyRowMatches(part, p)) {
            entry.addRead(part.rows(), 0);
            DataPart linked = PartMutation.mutate(part, version, Set.of(), null);
            entry.addWritten(linked.rows(), 0);
            return Optional.of(linked);
        }
        PartSpec spec = table.partSpec(mutatedName(part, version), part.partition(), PartSpec.Purpose.MUTATE);
        List<String> columns = table.partColumns().stream().map(c -> c.name()).toList();
        int pkSize = table.keys().primaryKeySize();
        long written = 0;
        try (PartWriter writer = PartWriter.create(spec, table.skipIndexWriter(),
                table.partFormat(part.dataUncompressedBytes(), part.rows()));
             PartReadStream in = PartReader.readAll(part, columns, BLOCK_ROWS)) {
            while (in.hasNext()) {
                Chunk chunk = in.next();
                entry.addRead(chunk.rows(), chunk.byteSize());
                Chunk out = p.full().apply(chunk).rows();
                if (out == null || out.rows() == 0) {
                    continue;
                }
                List<Column> key = table.keys().sortingKeyValues(out);
                writer.write(out, key.subList(0, pkSize));
                written += out.rows();
                entry.addWritten(out.rows(), out.byteSize());
            }
            // closing the writer uncommitted discards its temporary directory
            return written == 0 ? Optional.empty() : Optional.of(writer.commit());
        }
    }

    /** Reads only the columns the commands use; stops at the first matching row. */
    private boolean anyRowMatches(DataPart part, Programs p) {
        try (PartReadStream in = PartReader.readAll(part, p.probeColumns().names(), BLOCK_ROWS)) {
            while (in.hasNext()) {
                if (p.probe().apply(in.next()).matched()) {
                    return true;
                }
            }
        }
        return false;
    }
}
