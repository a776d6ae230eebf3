package io.mergelab.engine.merge;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import java.util.ArrayList;
import java.util.List;

/**
 * Merges sorted sources leaving one row per sorting key: the {@link GroupedColumn}s fold the group's rows, every other
 * column takes the group's first row (SummingMergeTree, AggregatingMergeTree).
 */
abstract class FirstRowMergingAlgorithm<C extends GroupedColumn> extends KeyGroupMergingAlgorithm {
    final List<C> grouped;
    private Chunk firstChunk;
    private int firstRow;

    FirstRowMergingAlgorithm(int sources, SortingKeyColumns key, List<C> grouped, int maxBlockRows) {
        super(sources, key, maxBlockRows);
        this.grouped = List.copyOf(grouped);
    }

    /** Whether the group just ended leaves a row (SummingMergeTree drops a group whose sums are all zero). */
    abstract boolean keepsGroup();

    @Override
    void startGroup(Chunk chunk, int row) {
        firstChunk = chunk;
        firstRow = row;
        grouped.forEach(GroupedColumn::reset);
    }

    @Override
    void addRow(Chunk chunk, int row) {
        for (C c : grouped) {
            c.add(chunk.column(c.position()), row);
        }
    }

    @Override
    void endGroup() {
        if (!keepsGroup()) {
            return;
        }
        out.addRow(firstChunk, firstRow);
        grouped.forEach(GroupedColumn::emit);
    }

    /** The first rows' block with the grouped columns replaced by the groups' values. */
    @Override
    Chunk block() {
        Chunk rows = out.build();
        if (rows == null) {
            return null;
        }
        List<Column> columns = new ArrayList<>(rows.columns());
        for (C c : grouped) {
            columns.set(c.position(), c.takeResults());
        }
        return new Chunk(columns, rows.rows());
    }
}
