package io.mergelab.profiler.connect;

import java.util.List;
import java.util.Objects;

/**
 * What the target's merge selector would do now with one partition, and why it does not merge where it would not
 * ({@code verdict} is one of WOULD_MERGE, ONE_PART, MERGING_NOW, SIZE_CAP, BELOW_MERGE_RATIO, MERGES_STOPPED). Only
 * the embedded engine can tell: a ClickHouse server does not expose its selector.
 */
public record PartitionMergeOutlook(String partitionId, int activeParts, long bytesOnDisk, String verdict,
                                    List<String> partsToMerge, long partsToMergeBytes, String explanation,
                                    long maxBytesToMergeAtMaxSpaceInPool, long minAgeToForceMergeSeconds,
                                    long youngestPartAgeSeconds, boolean mergesStopped) {

    public PartitionMergeOutlook {
        Objects.requireNonNull(partitionId, "partitionId");
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(explanation, "explanation");
        partsToMerge = List.copyOf(partsToMerge);
    }
}
