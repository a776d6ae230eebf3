package io.mergelab.engine.system;

import io.mergelab.engine.storage.DetachedDirectory;
import io.mergelab.engine.storage.DetachedPartName;
import io.mergelab.engine.storage.PartName;
import java.util.List;

/**
 * system.detached_parts: every directory in the {@code detached/} of every MergeTree table, with ClickHouse's columns in
 * its order. {@code name} is the directory's name; {@code reason} its prefix ({@code broken-on-start}, {@code broken},
 * ... or '' for a part a user detached); when the name does not parse, the partition, reason, block and level columns are
 * NULL, as in ClickHouse. The one disk is {@code default}.
 */
final class DetachedPartsTable extends SystemTable {
    private static final List<SystemColumn> COLUMNS = List.of(
            SystemColumn.of("database", "String"),
            SystemColumn.of("table", "String"),
            SystemColumn.of("partition_id", "Nullable(String)"),
            SystemColumn.of("name", "String"),
            SystemColumn.of("bytes_on_disk", "UInt64"),
            SystemColumn.of("modification_time", "DateTime"),
            SystemColumn.of("disk", "String"),
            SystemColumn.of("path", "String"),
            SystemColumn.of("reason", "Nullable(String)"),
            SystemColumn.of("min_block_number", "Nullable(Int64)"),
            SystemColumn.of("max_block_number", "Nullable(Int64)"),
            SystemColumn.of("level", "Nullable(UInt32)"));

    DetachedPartsTable() {
        super("detached_parts", COLUMNS);
    }

    @Override
    void fill(RowsBuilder rows, SystemContext context) {
        TableWalk.visitMergeTree(context, (db, t) -> {
            for (DetachedDirectory.Entry e : t.detachedParts().list()) {
                DetachedPartName n = e.name();
                PartName part = n.part();
                rows.row(db, t.definition().name(), part == null ? null : part.partitionId(), n.directoryName(), e.bytesOnDisk(),
                        e.modificationTime(), "default", e.path().toString(), n.reason(), part == null ? null : part.minBlock(),
                        part == null ? null : part.maxBlock(), part == null ? null : (long) part.level());
            }
        });
    }
}
