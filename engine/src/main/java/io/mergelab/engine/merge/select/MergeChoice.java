package io.mergelab.engine.merge.select;

/**
 * The range of candidates chosen for one merge: indexes {@code from} (inclusive) to {@code to} (exclusive) in the list
 * handed to the selector, at least two parts. {@code score} is the selector's estimate (lower is better), comparable
 * between choices made in different partitions of one table.
 */
public record MergeChoice(int from, int to, Reason reason, double score) {

    /** Why the range may be merged. */
    public enum Reason {
        /** The size-ratio rule admitted it (parts are similar enough in size, given their age and count). */
        REGULAR,
        /** Only {@code min_age_to_force_merge_seconds} admitted it: every part is older than that. */
        FORCED_BY_AGE
    }

    public MergeChoice {
        if (from < 0 || to - from < 2) {
            throw new IllegalArgumentException("A merge needs at least two parts: [" + from + ", " + to + ")");
        }
    }

    public int count() {
        return to - from;
    }
}
