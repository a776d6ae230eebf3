package io.mergelab.engine.merge;

import java.util.List;

/**
 * Merges sorted sources leaving one row per sorting key with the summed columns added up (SummingMergeTree): the other
 * columns take the group's first row. A group whose sums are all zero leaves no row, as in ClickHouse; a table with
 * no summed column keeps each key's first row.
 */
public final class SummingMergingAlgorithm extends FirstRowMergingAlgorithm<ColumnSum> {

    /** {@code sums} are the summed columns' positions in the chunks and their types. */
    SummingMergingAlgorithm(int sources, SortingKeyColumns key, List<ColumnSum> sums, int maxBlockRows) {
        super(sources, key, sums, maxBlockRows);
    }

    @Override
    boolean keepsGroup() {
        return grouped.isEmpty() || !grouped.stream().allMatch(ColumnSum::isZero);
    }
}
