package io.mergelab.profiler.parts;

import java.util.List;
import java.util.Objects;

/**
 * A row of {@code system.part_log}: {@code type} is ClickHouse's event type name (NewPart, MergeParts, RemovePart,
 * MutatePart, ...), {@code mergedFrom} the parts a merge or mutation read.
 */
public record PartEvent(long eventTimeMicros, String type, String partName, String partitionId, long rows,
                        long sizeInBytes, List<String> mergedFrom, long durationMs) {

    public static final String NEW_PART = "NewPart";
    public static final String MERGE_PARTS = "MergeParts";
    public static final String REMOVE_PART = "RemovePart";
    public static final String MUTATE_PART = "MutatePart";

    public PartEvent {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(partName, "partName");
        Objects.requireNonNull(partitionId, "partitionId");
        mergedFrom = List.copyOf(mergedFrom);
    }
}
