package io.mergelab.engine.mutation;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.merge.MergeEntry;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.PartMutation;
import io.mergelab.engine.storage.PartName;
import io.mergelab.engine.storage.PartReadStream;
import io.mergelab.engine.storage.PartReader;
import io.mergelab.engine.storage.PartSpec;
import io.mergelab.engine.storage.PartWriter;
import io.mergelab.engine.table.MergeTreeTable;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Gives one part the new version of a mutation, as {@code <partition>_<min>_<max>_<level>_<version>}: a part where
 * no condition matches any row gets the version cheaply, as hard links to its files; otherwise the part is read and
 * rewritten through {@link PartWriter} with the table's skip indexes (a DELETE keeps the sort order, an UPDATE never
 * touches key columns); a part whose every row is deleted gets no successor. The new part is complete and durable
 * before it becomes visible on disk; the caller swaps it in.
 */
final class PartMutator {
    private static final int BLOCK_ROWS = 65_536;

    private final MergeTreeTable table;
    private final MutationProgram full;
    private final MutationProgram probe;
    private final InputSchema probeColumns;

    /** {@code full} is compiled against all stored columns; the probe against only the columns it uses. */
    PartMutator(MergeTreeTable table, MutationProgram full, MutationProgram probe, InputSchema probeColumns) {
        this.table = table;
        this.full = full;
        this.probe = probe;
        this.probeColumns = probeColumns;
    }

    /** The name {@code part} gets at mutation version {@code version}. */
    static PartName mutatedName(DataPart part, long version) {
        PartName old = part.partName();
        return new PartName(old.partitionId(), old.minBlock(), old.maxBlock(), old.level(), OptionalLong.of(version));
    }

    /** The successor of {@code part} at {@code version}, or empty when every row is deleted; progress goes to {@code entry}. */
    Optional<DataPart> mutate(DataPart part, long version, MergeEntry entry) {
        if (!anyRowMatches(part)) {
            entry.addRead(part.rows(), 0);
            DataPart linked = PartMutation.mutate(part, version, java.util.Set.of(), null);
            entry.addWritten(linked.rows(), 0);
            return Optional.of(linked);
        }
        PartSpec spec = table.partSpec(mutatedName(part, version), part.partition(), PartSpec.Purpose.MUTATE);
        List<String> columns = table.partColumns().stream().map(c -> c.name()).toList();
        int pkSize = table.keys().primaryKeySize();
        long written = 0;
        try (PartWriter writer = PartWriter.create(spec, table.skipIndexWriter());
             PartReadStream in = PartReader.readAll(part, columns, BLOCK_ROWS)) {
            while (in.hasNext()) {
                Chunk chunk = in.next();
                entry.addRead(chunk.rows(), chunk.byteSize());
                Chunk out = full.apply(chunk).rows();
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
    private boolean anyRowMatches(DataPart part) {
        try (PartReadStream in = PartReader.readAll(part, probeColumns.names(), BLOCK_ROWS)) {
            while (in.hasNext()) {
                if (probe.apply(in.next()).matched()) {
                    return true;
                }
            }
        }
        return false;
    }
}
