package io.mergelab.profiler.parts;

import java.util.Objects;

/**
 * One partition's history over the timeline: the active part count as steps, and how many parts appeared (inserts),
 * were merged (merge results), were mutated and were removed.
 */
public record PartitionTimeline(String partitionId, CountSteps steps, int newParts, int merges, int mutations,
                                int removals) {
    public PartitionTimeline {
        Objects.requireNonNull(partitionId, "partitionId");
        Objects.requireNonNull(steps, "steps");
    }

    /** The largest active part count the partition reached. */
    public int peakParts() {
        return steps.peak();
    }

    /** The active part count at the end. */
    public int finalParts() {
        return steps.last();
    }
}
