package io.mergelab.engine.merge;

import java.util.List;

/**
 * One row of {@code system.part_log}: something happened to a part (reference §3). Times in microseconds since the
 * epoch; {@code errorCode} 0 and {@code exception} empty when it succeeded. {@code partType} ({@code Wide} /
 * {@code Compact}), {@code pathOnDisk} and {@code bytesUncompressed} describe the part as system.parts does; they are
 * empty / 0 when the event has no part on disk (a failed merge).
 */
public record PartLogEvent(Type type, MergeReason mergeReason, MergeAlgorithm mergeAlgorithm, long eventTimeMicros,
                           long durationMs, String database, String table, String tableUuid, String partName,
                           String partitionId, String partition, long rows, long sizeInBytes, List<String> mergedFrom,
                           long readRows, long readBytes, long peakMemoryUsage, String queryId, int errorCode,
                           String exception, String partType, String pathOnDisk, long bytesUncompressed) {

    public PartLogEvent {
        mergedFrom = List.copyOf(mergedFrom);
    }

    /** An event without the part's type, path and uncompressed size (left empty / 0). */
    public PartLogEvent(Type type, MergeReason mergeReason, MergeAlgorithm mergeAlgorithm, long eventTimeMicros,
                        long durationMs, String database, String table, String tableUuid, String partName,
                        String partitionId, String partition, long rows, long sizeInBytes, List<String> mergedFrom,
                        long readRows, long readBytes, long peakMemoryUsage, String queryId, int errorCode,
                        String exception) {
        this(type, mergeReason, mergeAlgorithm, eventTimeMicros, durationMs, database, table, tableUuid, partName,
                partitionId, partition, rows, sizeInBytes, mergedFrom, readRows, readBytes, peakMemoryUsage, queryId,
                errorCode, exception, "", "", 0);
    }

    /** This event with the type, path and uncompressed size of the part it is about. */
    public PartLogEvent withPart(String partType, String pathOnDisk, long bytesUncompressed) {
        return new PartLogEvent(type, mergeReason, mergeAlgorithm, eventTimeMicros, durationMs, database, table,
                tableUuid, partName, partitionId, partition, rows, sizeInBytes, mergedFrom, readRows, readBytes,
                peakMemoryUsage, queryId, errorCode, exception, partType, pathOnDisk, bytesUncompressed);
    }

    /** {@code event_type}, with ClickHouse's Enum8 values. */
    public enum Type {
        NewPart(1), MergeParts(2), DownloadPart(3), RemovePart(4), MutatePart(5), MovePart(6), MergePartsStart(7),
        MutatePartStart(8);

        private final int value;

        Type(int value) {
            this.value = value;
        }

        public int value() {
            return value;
        }
    }

    /** {@code merge_reason}, with ClickHouse's Enum8 values. */
    public enum MergeReason {
        NotAMerge(1), RegularMerge(2), TTLDeleteMerge(3), TTLRecompressMerge(4);

        private final int value;

        MergeReason(int value) {
            this.value = value;
        }

        public int value() {
            return value;
        }
    }

    /** {@code merge_algorithm}, with ClickHouse's Enum8 values; MergeLab merges horizontally (all columns at once). */
    public enum MergeAlgorithm {
        Undecided(0), Vertical(1), Horizontal(2);

        private final int value;

        MergeAlgorithm(int value) {
            this.value = value;
        }

        public int value() {
            return value;
        }
    }
}
