package io.mergelab.engine.index.skip;

import io.mergelab.engine.column.Column;

/**
 * Summarises the values of an index expression over the rows of one index granule at a time: after {@link #finish}
 * it starts the next granule empty, so one aggregator (and its buffers) serves every granule of a part.
 */
public interface SkipIndexAggregator {
    /** Adds rows {@code [from, from + count)} of {@code values}, the index expression computed over table rows. */
    void add(Column values, int from, int count);

    /** The summary of every row added since the last finish; the aggregator is empty afterwards. */
    SkipIndexGranule finish();
}
