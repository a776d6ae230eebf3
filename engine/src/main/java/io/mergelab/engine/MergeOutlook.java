package io.mergelab.engine;

import java.util.List;
import java.util.Objects;

/**
 * What the background merge selector would do now with one partition of a MergeTree table, and why it does not merge
 * when it would not: the engine's pure selector asked with the partition's active parts and the table's settings
 * (see {@code docs/parts-and-merges.md}). Not a ClickHouse system table: an API value the embedded engine alone can
 * give, as only it knows its selector.
 *
 * @param partitionId                     the partition ({@code system.parts.partition_id})
 * @param activeParts                     active parts in the partition
 * @param bytesOnDisk                     their total size
 * @param verdict                         what happens next, in one word
 * @param partsToMerge                    names of the parts the selector would merge (empty when it would merge none)
 * @param partsToMergeBytes               their total size
 * @param explanation                     one or two sentences for people, naming the setting that decides
 * @param maxBytesToMergeAtMaxSpaceInPool the table's size cap for one merge (0: none)
 * @param minAgeToForceMergeSeconds       the table's forced-merge age (0: off)
 * @param youngestPartAgeSeconds          age of the partition's newest part
 * @param mergesStopped                   whether the table does not merge in the background now (SYSTEM STOP MERGES)
 */
public record MergeOutlook(String partitionId, int activeParts, long bytesOnDisk, Verdict verdict,
                           List<String> partsToMerge, long partsToMergeBytes, String explanation,
                           long maxBytesToMergeAtMaxSpaceInPool, long minAgeToForceMergeSeconds,
                           long youngestPartAgeSeconds, boolean mergesStopped) {

    /** The selector's answer for the partition. */
    public enum Verdict {
        /** The selector picks a range now; the scheduler merges it soon (one merge per table at a time). */
        WOULD_MERGE,
        /** One part (or none): nothing to merge. */
        ONE_PART,
        /** Parts are being merged or mutated now, and nothing else is worth merging beside them. */
        MERGING_NOW,
        /** A range would merge but for {@code max_bytes_to_merge_at_max_space_in_pool}. */
        SIZE_CAP,
        /** No range passes the size-ratio rule yet (parts too different in size, or too few, small and young). */
        BELOW_MERGE_RATIO,
        /**
         * {@code SYSTEM STOP MERGES} is in force (or the engine runs without background merges); the explanation says
         * what the selector would do otherwise.
         */
        MERGES_STOPPED
    }

    public MergeOutlook {
        Objects.requireNonNull(partitionId, "partitionId");
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(explanation, "explanation");
        partsToMerge = List.copyOf(partsToMerge);
    }
}
