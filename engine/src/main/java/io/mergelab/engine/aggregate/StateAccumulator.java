package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.type.AggregateFunctionType;

/**
 * The -State combinator: aggregates as the wrapped function does, but returns each group's state (an
 * AggregateFunction value) instead of its result.
 */
final class StateAccumulator extends Accumulator {
    private final AggregateFunctionType resultType;
    private final Accumulator inner;

    StateAccumulator(AggregateFunctionType resultType, Accumulator inner) {
        this.resultType = resultType;
        this.inner = inner;
    }

    @Override
    public void ensureGroups(int groups) {
        inner.ensureGroups(groups);
    }

    @Override
    public void add(int[] groups, int rows, Column[] args) {
        inner.add(groups, rows, args);
    }

    @Override
    public void addToFirstGroup(int rows, Column[] args, int[] zeros) {
        inner.addToFirstGroup(rows, args, zeros);
    }

    @Override
    public void merge(Accumulator other, int[] otherGroups, int[] mapping, int count) {
        inner.merge(((StateAccumulator) other).inner, otherGroups, mapping, count);
    }

    @Override
    public long byteSize() {
        return inner.byteSize();
    }

    @Override
    public Column result(int groups) {
        ColumnBuilder out = ColumnBuilder.create(resultType, groups);
        for (byte[] state : inner.states(groups)) {
            out.appendBytes(state, 0, state.length);
        }
        return out.build();
    }
}
