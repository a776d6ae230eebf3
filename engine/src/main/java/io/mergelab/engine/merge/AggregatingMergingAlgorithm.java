package io.mergelab.engine.merge;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import java.util.ArrayList;
import java.util.List;

/**
 * Merges sorted sources leaving one row per sorting key (AggregatingMergeTree): AggregateFunction columns merge their
 * states, SimpleAggregateFunction columns apply their function, the other columns take the group's first row.
 */
public final class AggregatingMergingAlgorithm extends KeyGroupMergingAlgorithm {
    private final List<ColumnAggregate> aggregates;
    private Chunk firstChunk;
    private int firstRow;

    AggregatingMergingAlgorithm(int sources, SortingKeyColumns key, List<ColumnAggregate> aggregates, int maxBlockRows) {
        super(sources, key, maxBlockRows);
        this.aggregates = List.copyOf(aggregates);
    }

    @Override
    void startGroup(Chunk chunk, int row) {
        firstChunk = chunk;
        firstRow = row;
        aggregates.forEach(ColumnAggregate::reset);
    }

    @Override
    void addRow(Chunk chunk, int row) {
        for (ColumnAggregate a : aggregates) {
            a.add(chunk.column(a.position()), row);
        }
    }

    @Override
    void endGroup() {
        out.addRow(firstChunk, firstRow);
        aggregates.forEach(ColumnAggregate::emit);
    }

    @Override
    Chunk block() {
        Chunk rows = out.build();
        if (rows == null) {
            return null;
        }
        List<Column> columns = new ArrayList<>(rows.columns());
        for (ColumnAggregate a : aggregates) {
            columns.set(a.position(), a.takeResults());
        }
        return new Chunk(columns, rows.rows());
    }
}
