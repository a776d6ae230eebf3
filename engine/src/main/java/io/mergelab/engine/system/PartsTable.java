package io.mergelab.engine.system;

import io.mergelab.engine.catalog.Catalog;
import io.mergelab.engine.storage.DataPart;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * system.parts: the active parts of every MergeTree table, the system logs' among them (database {@code system},
 * engine MergeTree, as ClickHouse lists its log tables), with ClickHouse's column names. Only the tables the query's
 * conditions on {@code database}, {@code table} and {@code engine} can keep are listed ({@link TableFilter}), so
 * {@code WHERE database != 'system'} never opens the logs' parts from disk.
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

    /** The columns naming a table, by which a query's conditions may rule out its parts before they are listed. */
    private static final List<SystemColumn> TABLE_COLUMNS = COLUMNS.stream()
            .filter(c -> List.of("database", "table", "engine").contains(c.name())).toList();

    /** The system logs' parts by log table name, each opened from disk when first asked for. */
    private final Supplier<Map<String, Supplier<List<DataPart>>>> logParts;

    PartsTable(Supplier<Map<String, Supplier<List<DataPart>>>> logParts) {
        super("parts", COLUMNS);
        this.logParts = logParts;
    }

    /** A table whose parts may be listed. */
    private record Candidate(String database, String table, String engine, Supplier<List<DataPart>> parts) {
    }

    @Override
    void fill(RowsBuilder rows, SystemContext context) {
        List<Candidate> candidates = new ArrayList<>();
        TableWalk.visitMergeTree(context, (db, t) -> candidates.add(
                new Candidate(db, t.definition().name(), t.definition().engine().sqlName(), t::activeParts)));
        logParts.get().forEach((table, parts) -> candidates.add(
                new Candidate(Catalog.SYSTEM_DATABASE, table, "MergeTree", parts)));
        for (Candidate c : TableFilter.of(context, TABLE_COLUMNS).keep(candidates,
                c -> List.of(c.database(), c.table(), c.engine()))) {
            c.parts().get().forEach(p -> row(rows, c.database(), c.table(), c.engine(), p));
        }
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
