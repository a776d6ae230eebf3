package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.type.DataType;
import java.util.Arrays;

/**
 * ClickHouse's Null combinator: with a Nullable argument NULL rows are skipped (done by the caller) and a group
 * that saw no non-NULL row yields NULL; otherwise the wrapped function's result.
 */
final class NullableResultAccumulator extends Accumulator {
    private final DataType resultType;
    private final Accumulator nested;
    private boolean[] seen = new boolean[0];

    NullableResultAccumulator(DataType resultType, Accumulator nested) {
        this.resultType = resultType;
        this.nested = nested;
    }

    @Override
    public void ensureGroups(int groups) {
        if (groups > seen.length) {
            seen = Arrays.copyOf(seen, grow(seen.length, groups));
        }
        nested.ensureGroups(groups);
    }

    @Override
    public void add(int[] groups, int rows, Column[] args) {
        for (int i = 0; i < rows; i++) {
            if (groups[i] >= 0) {
                seen[groups[i]] = true;
            }
        }
        nested.add(groups, rows, args);
    }

    @Override
    public void merge(Accumulator other, int[] otherGroups, int[] mapping, int count) {
        NullableResultAccumulator o = (NullableResultAccumulator) other;
        for (int i = 0; i < count; i++) {
            int og = otherGroups[i];
            seen[mapping[i]] |= o.seen[og];
        }
        nested.merge(o.nested, otherGroups, mapping, count);
    }

    @Override
    public long byteSize() {
        return seen.length + nested.byteSize();
    }

    @Override
    public Column result(int groups) {
        byte[] nulls = new byte[groups];
        for (int g = 0; g < groups; g++) {
            nulls[g] = (byte) (seen[g] ? 0 : 1);
        }
        return new NullableColumn(resultType, nested.result(groups), nulls);
    }
}
