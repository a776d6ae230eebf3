package io.mergelab.engine.merge;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import java.util.ArrayList;
import java.util.List;

/**
 * Merges sorted sources leaving one row per sorting key with the summed columns added up (SummingMergeTree): the other
 * columns take the group's first row. A group whose sums are all zero leaves no row, as in ClickHouse; a table with
 * no summed column keeps each key's first row.
 */
public final class SummingMergingAlgorithm extends KeyGroupMergingAlgorithm {
    private final List<ColumnSum> sums;
    private Chunk firstChunk;
    private int firstRow;

    /** {@code sums} are the summed columns' positions in the chunks and their types. */
    SummingMergingAlgorithm(int sources, SortingKeyColumns key, List<ColumnSum> sums, int maxBlockRows) {
        super(sources, key, maxBlockRows);
        this.sums = List.copyOf(sums);
    }

    @Override
    void startGroup(Chunk chunk, int row) {
        firstChunk = chunk;
        firstRow = row;
        sums.forEach(ColumnSum::reset);
    }

    @Override
    void addRow(Chunk chunk, int row) {
        for (ColumnSum sum : sums) {
            sum.add(chunk.column(sum.position()), row);
        }
    }

    @Override
    void endGroup() {
        if (!sums.isEmpty() && sums.stream().allMatch(ColumnSum::isZero)) {
            return;
        }
        out.addRow(firstChunk, firstRow);
        sums.forEach(ColumnSum::emit);
    }

    /** The first rows' block with the summed columns replaced by the groups' sums. */
    @Override
    Chunk block() {
        Chunk rows = out.build();
        if (rows == null) {
            return null;
        }
        List<Column> columns = new ArrayList<>(rows.columns());
        for (ColumnSum sum : sums) {
            columns.set(sum.position(), sum.takeResults());
        }
        return new Chunk(columns, rows.rows());
    }
}
