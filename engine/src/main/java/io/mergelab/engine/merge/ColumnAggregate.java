package io.mergelab.engine.merge;

import io.mergelab.engine.aggregate.Accumulator;
import io.mergelab.engine.aggregate.AggregateDescription;
import io.mergelab.engine.aggregate.AggregateFunction;
import io.mergelab.engine.aggregate.AggregateFunctions;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.type.AggregateFunctionType;
import io.mergelab.engine.type.DataType;
import java.util.List;

/**
 * One column AggregatingMergeTree combines over a group of rows: an AggregateFunction column merges the rows' states
 * into one state; a SimpleAggregateFunction(f, T) column applies f to the rows' values.
 */
final class ColumnAggregate implements GroupedColumn {
    private final int position;
    private final DataType type;
    private final AggregateFunction function;
    private final boolean states;
    private final int[] group = {0};
    private Accumulator current;
    private ColumnBuilder results;

    private ColumnAggregate(int position, DataType type, AggregateFunction function, boolean states) {
        this.position = position;
        this.type = type;
        this.function = function;
        this.states = states;
        this.results = ColumnBuilder.create(type);
    }

    /** Merges the states of an {@code AggregateFunction(...)} column at {@code position}. */
    static ColumnAggregate ofStates(int position, AggregateFunctionType type) {
        return new ColumnAggregate(position, type, AggregateFunctions.resolve(description(type.function(),
                type.parameters()), type.arguments()), true);
    }

    /** Applies {@code function} (sum, min, max, any, anyLast) to a SimpleAggregateFunction column of {@code type}. */
    static ColumnAggregate ofValues(int position, DataType type, String function) {
        return new ColumnAggregate(position, type, AggregateFunctions.resolve(description(function, List.of()),
                List.of(type)), false);
    }

    private static AggregateDescription description(String function, List<Object> parameters) {
        return new AggregateDescription(function, parameters, List.of("x"), "x", false);
    }

    @Override
    public int position() {
        return position;
    }

    @Override
    public void reset() {
        current = function.newAccumulator();
        current.ensureGroups(1);
    }

    @Override
    public void add(Column column, int row) {
        Column one = column.slice(row, 1);
        if (states) {
            // An empty state is the column's default: the initial state, which adds nothing.
            if (((BytesColumn) one).length(0) > 0) {
                current.addStates(group, 1, (BytesColumn) one);
            }
        } else {
            current.add(group, 1, new Column[] {one});
        }
    }

    /** Appends the group's combined value as the value of the row being emitted. */
    @Override
    public void emit() {
        if (states) {
            byte[] state = current.states(1)[0];
            results.appendBytes(state, 0, state.length);
        } else {
            results.appendValue(current.result(1).get(0));
        }
    }

    /** The values emitted since the last call, as a column. */
    @Override
    public Column takeResults() {
        Column column = results.build();
        results = ColumnBuilder.create(type);
        return column;
    }
}
