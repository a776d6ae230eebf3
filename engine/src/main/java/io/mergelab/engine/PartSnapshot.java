package io.mergelab.engine;

/**
 * One active part of a MergeTree table as {@code system.parts} shows it now (the same values, typed):
 * {@code partition} as the column prints it, {@code modificationEpochSeconds} what
 * {@code toUnixTimestamp(modification_time)} gives.
 */
public record PartSnapshot(String database, String table, String partition, String name, String partType,
                           boolean active, long rows, long marks, long bytesOnDisk, long dataCompressedBytes,
                           long dataUncompressedBytes, long primaryKeyBytesInMemory, long level, long minBlockNumber,
                           long maxBlockNumber, long modificationEpochSeconds) {
}
