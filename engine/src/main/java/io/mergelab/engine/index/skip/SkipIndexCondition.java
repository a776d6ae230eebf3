package io.mergelab.engine.index.skip;

/** A filter as one skip index sees it: whether a granule's summary leaves room for a matching row. */
public interface SkipIndexCondition {
    /** False only when no row summarised by {@code granule} can satisfy the filter. */
    boolean mayMatch(SkipIndexGranule granule);

    /**
     * False when no granule can ever be ruled out, whatever the index holds ({@code x = 1 OR y = 2} for an index on
     * {@code x}): ClickHouse does not count such an index as used.
     */
    default boolean canDrop() {
        return true;
    }
}
