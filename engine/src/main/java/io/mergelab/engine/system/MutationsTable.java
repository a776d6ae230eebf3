package io.mergelab.engine.system;

import io.mergelab.engine.mutation.MutationFile;
import io.mergelab.engine.mutation.MutationStatus;
import java.time.Instant;
import java.util.List;

/**
 * system.mutations: every recorded mutation of every MergeTree table, with ClickHouse's column names. Block numbers of a
 * non-replicated table form one sequence, so {@code block_numbers} holds one entry: partition id '' and the version.
 */
final class MutationsTable extends SystemTable {
    private static final List<SystemColumn> COLUMNS = List.of(
            SystemColumn.of("database", "String"),
            SystemColumn.of("table", "String"),
            SystemColumn.of("mutation_id", "String"),
            SystemColumn.of("command", "String"),
            SystemColumn.of("create_time", "DateTime"),
            SystemColumn.of("block_numbers.partition_id", "Array(String)"),
            SystemColumn.of("block_numbers.number", "Array(Int64)"),
            SystemColumn.of("parts_in_progress_names", "Array(String)"),
            SystemColumn.of("parts_to_do_names", "Array(String)"),
            SystemColumn.of("parts_to_do", "Int64"),
            SystemColumn.of("is_done", "UInt8"),
            SystemColumn.of("is_killed", "UInt8"),
            SystemColumn.of("latest_failed_part", "String"),
            SystemColumn.of("latest_fail_time", "DateTime"),
            SystemColumn.of("latest_fail_reason", "String"));

    MutationsTable() {
        super("mutations", COLUMNS);
    }

    @Override
    void fill(RowsBuilder rows, SystemContext context) {
        TableWalk.visitMergeTree(context, (db, t) -> {
            for (MutationStatus m : t.mutations().statuses()) {
                MutationFile f = m.file();
                MutationFile.Failure fail = f.failure();
                rows.row(db, t.definition().name(), f.mutationId(), f.commands(), f.createTime(), List.of(""),
                        List.of(f.version()), m.partsInProgress(), m.partsToDo(), (long) m.partsToDo().size(),
                        m.done() ? 1L : 0L, 0L, fail == null ? "" : fail.partName(), fail == null ? Instant.EPOCH : fail.time(),
                        fail == null ? "" : fail.reason());
            }
        });
    }
}
