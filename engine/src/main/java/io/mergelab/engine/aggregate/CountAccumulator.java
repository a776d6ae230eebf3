package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.IntegerType;
import java.util.Arrays;

/** {@code count()} and {@code count(x)}: NULL rows arrive already skipped. */
final class CountAccumulator extends Accumulator {
    private long[] counts = new long[0];

    @Override
    public void ensureGroups(int groups) {
        if (groups > counts.length) {
            counts = Arrays.copyOf(counts, grow(counts.length, groups));
        }
    }

    @Override
    public void add(int[] groups, int rows, Column[] args) {
        long[] c = counts;
        for (int i = 0; i < rows; i++) {
            int g = groups[i];
            if (g >= 0) {
                c[g]++;
            }
        }
    }

    @Override
    public void addToFirstGroup(int rows, Column[] args, int[] zeros) {
        counts[0] += rows;
    }

    @Override
    public void merge(Accumulator other, int[] otherGroups, int[] mapping, int count) {
        long[] o = ((CountAccumulator) other).counts;
        for (int i = 0; i < count; i++) {
            int g = otherGroups[i];
            counts[mapping[i]] += o[g];
        }
    }

    @Override
    public long byteSize() {
        return 8L * counts.length;
    }

    @Override
    public Column result(int groups) {
        return new LongColumn(IntegerType.UINT64, Arrays.copyOf(counts, groups), groups);
    }

    @Override
    public byte[][] states(int groups) {
        return longStates(counts, groups);
    }

    @Override
    public void addStates(int[] groups, int rows, BytesColumn states) {
        for (int i = 0; i < rows; i++) {
            if (groups[i] >= 0) {
                counts[groups[i]] += state(states, i).getLong();
            }
        }
    }
}
