package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.LongSums;
import io.mergelab.engine.type.DataType;
import java.util.Arrays;

/** {@code sum} of integers and decimals (unscaled) in a {@code long}, wrapping on overflow as ClickHouse does. */
final class SumLongAccumulator extends Accumulator {
    private final DataType resultType;
    private long[] sums = new long[0];

    SumLongAccumulator(DataType resultType) {
        this.resultType = resultType;
    }

    @Override
    public void ensureGroups(int groups) {
        if (groups > sums.length) {
            sums = Arrays.copyOf(sums, grow(sums.length, groups));
        }
    }

    @Override
    public void add(int[] groups, int rows, Column[] args) {
        long[] v = ((LongColumn) args[0]).values();
        long[] s = sums;
        for (int i = 0; i < rows; i++) {
            int g = groups[i];
            if (g >= 0) {
                s[g] += v[i];
            }
        }
    }

    @Override
    public void addToFirstGroup(int rows, Column[] args, int[] zeros) {
        sums[0] += LongSums.sum(((LongColumn) args[0]).values(), rows);
    }

    @Override
    public void merge(Accumulator other, int[] otherGroups, int[] mapping, int count) {
        long[] o = ((SumLongAccumulator) other).sums;
        for (int i = 0; i < count; i++) {
            int g = otherGroups[i];
            sums[mapping[i]] += o[g];
        }
    }

    @Override
    public long byteSize() {
        return 8L * sums.length;
    }

    @Override
    public Column result(int groups) {
        return new LongColumn(resultType, Arrays.copyOf(sums, groups), groups);
    }

    @Override
    public byte[][] states(int groups) {
        return longStates(sums, groups);
    }

    @Override
    public void addStates(int[] groups, int rows, BytesColumn states) {
        for (int i = 0; i < rows; i++) {
            if (groups[i] >= 0) {
                sums[groups[i]] += state(states, i).getLong();
            }
        }
    }
}
