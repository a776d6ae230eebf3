package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;

/**
 * The -Merge combinator: its argument is a column of states (AggregateFunction values), which it merges per group
 * into the wrapped function's states; the result is the wrapped function's.
 */
final class MergeAccumulator extends Accumulator {
    private final Accumulator inner;

    MergeAccumulator(Accumulator inner) {
        this.inner = inner;
    }

    @Override
    public void ensureGroups(int groups) {
        inner.ensureGroups(groups);
    }

    @Override
    public void add(int[] groups, int rows, Column[] args) {
        BytesColumn states = (BytesColumn) args[0];
        inner.addStates(skippingEmptyStates(groups, rows, states), rows, states);
    }

    @Override
    public void merge(Accumulator other, int[] otherGroups, int[] mapping, int count) {
        inner.merge(((MergeAccumulator) other).inner, otherGroups, mapping, count);
    }

    @Override
    public long byteSize() {
        return inner.byteSize();
    }

    @Override
    public Column result(int groups) {
        return inner.result(groups);
    }

    @Override
    public byte[][] states(int groups) {
        return inner.states(groups);
    }

    @Override
    public void addStates(int[] groups, int rows, BytesColumn states) {
        inner.addStates(skippingEmptyStates(groups, rows, states), rows, states);
    }
}
