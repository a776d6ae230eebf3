package io.mergelab.engine.index.skip;

/** A filter as one skip index sees it: whether a granule's summary leaves room for a matching row. */
public interface SkipIndexCondition {
    /** False only when no row summarised by {@code granule} can satisfy the filter. */
    boolean mayMatch(SkipIndexGranule granule);
}
