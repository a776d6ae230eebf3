package io.mergelab.engine.merge;

import java.util.List;

/**
 * Merges sorted sources leaving one row per sorting key (AggregatingMergeTree): AggregateFunction columns merge their
 * states, SimpleAggregateFunction columns apply their function, the other columns take the group's first row.
 */
public final class AggregatingMergingAlgorithm extends FirstRowMergingAlgorithm<ColumnAggregate> {

    AggregatingMergingAlgorithm(int sources, SortingKeyColumns key, List<ColumnAggregate> aggregates, int maxBlockRows) {
        super(sources, key, aggregates, maxBlockRows);
    }

    @Override
    boolean keepsGroup() {
        return true;
    }
}
