package io.mergelab.engine.merge.select;

/**
 * The MergeTree settings the selector honours, as plain values.
 *
 * @param maxBytesToMerge            {@code max_bytes_to_merge_at_max_space_in_pool}: the largest sum of part sizes merged
 *                                   at once; 0 means unlimited
 * @param maxPartsToMergeAtOnce      {@code max_parts_to_merge_at_once}; 0 means unlimited
 * @param minAgeToForceMergeSeconds  {@code min_age_to_force_merge_seconds}: a range whose parts are all at least this old
 *                                   may always merge; 0 disables
 * @param forcedMergeRespectsMaxBytes {@code enable_max_bytes_limit_for_min_age_to_force_merge}: whether ranges admitted
 *                                   by age alone stay under {@code maxBytesToMerge} (ClickHouse's default before 26.2 is
 *                                   0: they ignore it)
 */
public record MergeSelectorSettings(long maxBytesToMerge, int maxPartsToMergeAtOnce, long minAgeToForceMergeSeconds,
                                    boolean forcedMergeRespectsMaxBytes) {

    public MergeSelectorSettings {
        if (maxBytesToMerge < 0 || maxPartsToMergeAtOnce < 0 || minAgeToForceMergeSeconds < 0) {
            throw new IllegalArgumentException("Negative merge selector setting: " + maxBytesToMerge + ", "
                    + maxPartsToMergeAtOnce + ", " + minAgeToForceMergeSeconds);
        }
    }

    /** ClickHouse's defaults: 150 GiB, 100 parts, no forced merges. */
    public static MergeSelectorSettings defaults() {
        return new MergeSelectorSettings(150L << 30, 100, 0, false);
    }

    public MergeSelectorSettings withMaxBytesToMerge(long bytes) {
        return new MergeSelectorSettings(bytes, maxPartsToMergeAtOnce, minAgeToForceMergeSeconds, forcedMergeRespectsMaxBytes);
    }

    public MergeSelectorSettings withMaxPartsToMergeAtOnce(int parts) {
        return new MergeSelectorSettings(maxBytesToMerge, parts, minAgeToForceMergeSeconds, forcedMergeRespectsMaxBytes);
    }

    public MergeSelectorSettings withMinAgeToForceMergeSeconds(long seconds) {
        return new MergeSelectorSettings(maxBytesToMerge, maxPartsToMergeAtOnce, seconds, forcedMergeRespectsMaxBytes);
    }

    public MergeSelectorSettings withForcedMergeRespectsMaxBytes(boolean respects) {
        return new MergeSelectorSettings(maxBytesToMerge, maxPartsToMergeAtOnce, minAgeToForceMergeSeconds, respects);
    }
}
