package io.mergelab.profiler.parts;

import java.util.List;
import java.util.Objects;

/** A row of {@code system.merges}: a merge (or mutation) in progress and how far it got ({@code progress} 0..1). */
public record RunningMerge(String partitionId, String resultPartName, List<String> sourcePartNames, double progress,
                           double elapsedSeconds, long totalSizeBytesCompressed, boolean mutation) {
    public RunningMerge {
        Objects.requireNonNull(partitionId, "partitionId");
        Objects.requireNonNull(resultPartName, "resultPartName");
        sourcePartNames = List.copyOf(sourcePartNames);
    }
}
