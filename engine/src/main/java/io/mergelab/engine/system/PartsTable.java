package io.mergelab.engine.system;

import io.mergelab.engine.catalog.Catalog;
import io.mergelab.engine.storage.DataPart;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * system.parts: the active parts of every MergeTree table, the system logs' among them (database {@code system},
 * engine MergeTree, as ClickHouse lists its log tables), with ClickHouse's column names.
 */
final class PartsTable extends SystemTable {
    private static final List<SystemColumn> COLUMNS = List.of(
            SystemColumn.of("partition", "String"),
            SystemColumn.of("name", "String"),
            SystemColumn.of("part_type", "String"),
            SystemColumn.of("active", "UInt8"),
            SystemColumn.of("marks", "UInt64"),
            SystemColumn.of("rows", "UInt64"),
            SystemColumn.of("bytes_on_disk", "UInt64"),
            SystemColumn.of("data_compressed_bytes", "UInt64"),
            SystemColumn.of("data_uncompressed_bytes", "UInt64"),
            SystemColumn.of("marks_bytes", "UInt64"),
            SystemColumn.of("secondary_indices_compressed_bytes", "UInt64"),
            SystemColumn.of("secondary_indices_uncompressed_bytes", "UInt64"),
            SystemColumn.of("secondary_indices_marks_bytes", "UInt64"),
            SystemColumn.of("primary_key_bytes_in_memory", "UInt64"),
            SystemColumn.of("modification_time", "DateTime"),
            SystemColumn.of("partition_id", "String"),
            SystemColumn.of("min_block_number", "Int64"),
            SystemColumn.of("max_block_number", "Int64"),
            SystemColumn.of("level", "UInt32"),
            SystemColumn.of("data_version", "UInt64"),
            SystemColumn.of("database", "String"),
            SystemColumn.of("table", "String"),
            SystemColumn.of("engine", "String"),
            SystemColumn.of("disk_name", "String"),
            SystemColumn.of("path", "String"),
            SystemColumn.of("bytes", "UInt64"),
            SystemColumn.of("marks_size", "UInt64"));

    /** The system logs' parts by log table name. */
    private final Supplier<Map<String, List<DataPart>>> logParts;

    PartsTable(Supplier<Map<String, List<DataPart>>> logParts) {
        super("parts", COLUMNS);
        this.logParts = logParts;
    }

    @Override
    void fill(RowsBuilder rows, SystemContext context) {
        TableWalk.visitMergeTree(context, (db, t) -> {
            String engine = t.definition().engine().sqlName();
            t.activeParts().forEach(p -> row(rows, db, t.definition().name(), engine, p));
        });
        logParts.get().forEach((table, parts) -> parts.forEach(p -> row(rows, Catalog.SYSTEM_DATABASE, table, "MergeTree", p)));
    }

    private static void row(RowsBuilder rows, String database, String table, String engine, DataPart p) {
        var n = p.partName();
        rows.row(p.partition().display(), n.toString(), p.partType(), 1L, (long) p.marks(), p.rows(),
                p.bytesOnDisk(), p.dataCompressedBytes(), p.dataUncompressedBytes(), p.marksBytes(),
                p.secondaryIndicesCompressedBytes(), p.secondaryIndicesUncompressedBytes(), p.secondaryIndicesMarksBytes(),
                p.primaryKeyBytesInMemory(), p.modificationTime(), n.partitionId(), n.minBlock(), n.maxBlock(),
                (long) n.level(), n.effectiveDataVersion(), database, table, engine, "default", p.path() + "/",
                p.bytesOnDisk(), p.marksBytes());
    }
}
