package io.mergelab.profiler.run;

import java.util.List;
import java.util.Objects;

/**
 * A row of {@code system.part_log} for a table the run read, from the minutes around the run: {@code type} is
 * ClickHouse's event type name (NewPart, MergeParts, RemovePart, MutatePart), {@code mergedFrom} the parts a merge or
 * mutation read, {@code eventTimeMicros} microseconds since the epoch.
 */
public record PartLogEvent(String database, String table, long eventTimeMicros, String type, String partName,
                           String partitionId, long rows, long sizeInBytes, List<String> mergedFrom, long durationMs) {

    public PartLogEvent {
        Objects.requireNonNull(database, "database");
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(partName, "partName");
        Objects.requireNonNull(partitionId, "partitionId");
        mergedFrom = List.copyOf(mergedFrom);
    }
}
