package io.mergelab.engine.index.skip;

import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.sql.ast.Expr;
import java.io.DataInput;
import java.io.IOException;
import java.util.Optional;

/**
 * One declared skip index of a table, its parameters checked. The four parts of DESIGN §2.5: the type (which made
 * it), an aggregator that summarises the rows of one index granule, the granule (serialised into the part's index
 * file) and a condition that says whether a granule may hold rows matching a filter.
 */
public interface SkipIndex {
    IndexDefinition definition();

    /** The type with its arguments, as {@code system.data_skipping_indices.type_full} shows it: {@code bloom_filter(0.0001)}. */
    String typeFull();

    /** A fresh aggregator for the next index granule. */
    SkipIndexAggregator aggregator();

    /** Reads one granule written by {@link SkipIndexGranule#write}. */
    SkipIndexGranule readGranule(DataInput in) throws IOException;

    /**
     * {@link #readGranule(DataInput)}, into {@code previous}'s memory where the index can reuse it: the caller holds
     * {@code previous} (the granule it read before, or null) no longer.
     */
    default SkipIndexGranule readGranule(DataInput in, SkipIndexGranule previous) throws IOException {
        return readGranule(in);
    }

    /**
     * What this index can tell about {@code filter} (over table columns, qualifiers removed): empty when no part of
     * the filter is something this index can prove false for a granule.
     */
    Optional<SkipIndexCondition> condition(Expr filter);
}
