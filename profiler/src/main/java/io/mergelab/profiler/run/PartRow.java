package io.mergelab.profiler.run;

import java.util.Objects;

/**
 * A row of {@code system.parts} for a table the run read, taken right after the run: the parts that existed, with
 * ClickHouse's column meanings. {@code modificationTime} is epoch seconds.
 */
public record PartRow(
        String database,
        String table,
        String partition,
        String name,
        String partType,
        boolean active,
        long rows,
        long marks,
        long bytesOnDisk,
        long dataCompressedBytes,
        long dataUncompressedBytes,
        long primaryKeyBytesInMemory,
        long level,
        long minBlockNumber,
        long maxBlockNumber,
        long modificationTime) {

    public PartRow {
        Objects.requireNonNull(database, "database");
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(partition, "partition");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(partType, "partType");
    }
}
