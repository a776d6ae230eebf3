package io.mergelab.engine.system;

import io.mergelab.engine.merge.MergeEntry;
import io.mergelab.engine.merge.MergeList;
import java.util.List;

/**
 * system.merges: the merges and mutations running now, with ClickHouse's column names and types (a subset) and
 * their live counters. MergeLab merges horizontally (all columns in one pass), so {@code merge_algorithm} is
 * {@code Horizontal} for merges and empty for mutations, as in ClickHouse.
 */
final class MergesTable extends SystemTable {
    private static final List<SystemColumn> COLUMNS = List.of(
            SystemColumn.of("database", "String"),
            SystemColumn.of("table", "String"),
            SystemColumn.of("elapsed", "Float64"),
            SystemColumn.of("progress", "Float64"),
            SystemColumn.of("num_parts", "UInt64"),
            SystemColumn.of("source_part_names", "Array(String)"),
            SystemColumn.of("result_part_name", "String"),
            SystemColumn.of("partition_id", "String"),
            SystemColumn.of("is_mutation", "UInt8"),
            SystemColumn.of("total_size_bytes_compressed", "UInt64"),
            SystemColumn.of("total_size_marks", "UInt64"),
            SystemColumn.of("bytes_read_uncompressed", "UInt64"),
            SystemColumn.of("rows_read", "UInt64"),
            SystemColumn.of("bytes_written_uncompressed", "UInt64"),
            SystemColumn.of("rows_written", "UInt64"),
            SystemColumn.of("memory_usage", "UInt64"),
            SystemColumn.of("thread_id", "UInt64"),
            SystemColumn.of("merge_type", "String"),
            SystemColumn.of("merge_algorithm", "String"));

    private final MergeList merges;

    MergesTable(MergeList merges) {
        super("merges", COLUMNS);
        this.merges = merges;
    }

    @Override
    void fill(RowsBuilder rows, SystemContext context) {
        for (MergeEntry m : merges.running()) {
            rows.row(m.database(), m.table(), m.elapsedSeconds(), m.progress(), (long) m.sourcePartNames().size(),
                    m.sourcePartNames(), m.resultPartName(), m.partitionId(), m.isMutation() ? 1L : 0L,
                    m.totalSizeBytesCompressed(), m.totalSizeMarks(), m.bytesReadUncompressed(), m.rowsRead(),
                    m.bytesWrittenUncompressed(), m.rowsWritten(), m.memoryUsage(), m.threadId(),
                    m.isMutation() ? "" : "Regular", m.isMutation() ? "" : "Horizontal");
        }
    }
}
