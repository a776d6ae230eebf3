package io.mergelab.engine.querylog;

import io.mergelab.engine.merge.PartLogEvent;
import io.mergelab.engine.storage.PartColumn;
import io.mergelab.engine.type.DataType;
import java.util.List;
import java.util.UUID;

/**
 * system.part_log's columns (ClickHouse's names, types and order, without ProfileEvents) and the row of a
 * {@link PartLogEvent}. The Enum8 declarations list every value ClickHouse declares, including those MergeLab
 * never logs, so filters written for ClickHouse parse here.
 */
final class PartLogLayout {
    static final String EVENT_TYPE = "Enum8('NewPart' = 1, 'MergeParts' = 2, 'DownloadPart' = 3, 'RemovePart' = 4, "
            + "'MutatePart' = 5, 'MovePart' = 6, 'MergePartsStart' = 7, 'MutatePartStart' = 8)";
    static final String MERGE_REASON = "Enum8('NotAMerge' = 1, 'RegularMerge' = 2, 'TTLDeleteMerge' = 3, "
            + "'TTLRecompressMerge' = 4, 'TTLDropMerge' = 5)";
    static final String MERGE_ALGORITHM = "Enum8('Undecided' = 0, 'Vertical' = 1, 'Horizontal' = 2)";
    /** MergeLab keeps every table on one disk, which ClickHouse would call {@code default}. */
    static final String DISK_NAME = "default";

    static final List<PartColumn> COLUMNS = List.of(
            column("hostname", "LowCardinality(String)"),
            column("query_id", "String"),
            column("event_type", EVENT_TYPE),
            column("merge_reason", MERGE_REASON),
            column("merge_algorithm", MERGE_ALGORITHM),
            column("event_date", "Date"),
            column("event_time", "DateTime"),
            column("event_time_microseconds", "DateTime64(6)"),
            column("duration_ms", "UInt64"),
            column("database", "LowCardinality(String)"),
            column("table", "LowCardinality(String)"),
            column("table_uuid", "UUID"),
            column("part_name", "String"),
            column("partition_id", "String"),
            column("partition", "String"),
            column("part_type", "String"),
            column("disk_name", "String"),
            column("path_on_disk", "String"),
            column("rows", "UInt64"),
            column("size_in_bytes", "UInt64"),
            column("merged_from", "Array(String)"),
            column("bytes_uncompressed", "UInt64"),
            column("read_rows", "UInt64"),
            column("read_bytes", "UInt64"),
            column("peak_memory_usage", "Int64"),
            column("error", "UInt16"),
            column("exception", "String"));

    static final int EVENT_TIME = indexOf("event_time");
    static final int DATABASE = indexOf("database");
    static final int TABLE = indexOf("table");

    private PartLogLayout() {
    }

    private static int indexOf(String name) {
        for (int i = 0; i < COLUMNS.size(); i++) {
            if (COLUMNS.get(i).name().equals(name)) {
                return i;
            }
        }
        throw new IllegalStateException("no column " + name);
    }

    static Object[] row(PartLogEvent e) {
        return new Object[] {
            LogTime.hostname(),
            e.queryId(),
            e.type().name(),
            e.mergeReason().name(),
            e.mergeAlgorithm().name(),
            LogTime.date(e.eventTimeMicros()),
            LogTime.instant(e.eventTimeMicros()),
            LogTime.instant(e.eventTimeMicros()),
            e.durationMs(),
            e.database(),
            e.table(),
            uuid(e.tableUuid()),
            e.partName(),
            e.partitionId(),
            e.partition(),
            e.partType(),
            DISK_NAME,
            e.pathOnDisk(),
            e.rows(),
            e.sizeInBytes(),
            e.mergedFrom(),
            e.bytesUncompressed(),
            e.readRows(),
            e.readBytes(),
            e.peakMemoryUsage(),
            (long) e.errorCode(),
            e.exception()};
    }

    /** A table's id is its data directory's name, a UUID for catalog tables; others (tools, tests) log the nil UUID. */
    private static UUID uuid(String tableUuid) {
        try {
            return UUID.fromString(tableUuid);
        } catch (IllegalArgumentException e) {
            return new UUID(0, 0);
        }
    }

    private static PartColumn column(String name, String type) {
        return new PartColumn(name, DataType.parse(type));
    }
}
