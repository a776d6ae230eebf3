package io.mergelab.profiler.parts;

import java.util.Objects;

/** A row of {@code system.detached_parts}: a part the table no longer uses, and why ({@code broken}, ...). */
public record DetachedPart(String name, String partitionId, String reason, long bytesOnDisk,
                           long modificationEpochSeconds) {
    public DetachedPart {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(partitionId, "partitionId");
        Objects.requireNonNull(reason, "reason");
    }
}
