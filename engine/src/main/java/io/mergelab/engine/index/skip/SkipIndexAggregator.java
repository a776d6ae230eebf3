package io.mergelab.engine.index.skip;

import io.mergelab.engine.column.Column;

/** Summarises the values of an index expression over the rows of one index granule. */
public interface SkipIndexAggregator {
    /** Adds rows {@code [from, from + count)} of {@code values}, the index expression computed over table rows. */
    void add(Column values, int from, int count);

    /** The summary of every row added. */
    SkipIndexGranule finish();
}
