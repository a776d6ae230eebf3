package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.type.FloatType;
import java.nio.ByteBuffer;
import java.util.Arrays;

/** {@code sum} of floats as Float64. */
final class SumDoubleAccumulator extends Accumulator {
    private double[] sums = new double[0];

    @Override
    public void ensureGroups(int groups) {
        if (groups > sums.length) {
            sums = Arrays.copyOf(sums, grow(sums.length, groups));
        }
    }

    @Override
    public void add(int[] groups, int rows, Column[] args) {
        double[] v = ((DoubleColumn) args[0]).values();
        double[] s = sums;
        for (int i = 0; i < rows; i++) {
            int g = groups[i];
            if (g >= 0) {
                s[g] += v[i];
            }
        }
    }

    /** Adds in row order, as {@link #add} does, so the rounding is the same. */
    @Override
    public void addToFirstGroup(int rows, Column[] args, int[] zeros) {
        double[] v = ((DoubleColumn) args[0]).values();
        double sum = sums[0];
        for (int i = 0; i < rows; i++) {
            sum += v[i];
        }
        sums[0] = sum;
    }

    @Override
    public void merge(Accumulator other, int[] otherGroups, int[] mapping, int count) {
        double[] o = ((SumDoubleAccumulator) other).sums;
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
        return new DoubleColumn(FloatType.FLOAT64, Arrays.copyOf(sums, groups), groups);
    }

    @Override
    public byte[][] states(int groups) {
        byte[][] out = new byte[groups][];
        for (int g = 0; g < groups; g++) {
            out[g] = ByteBuffer.allocate(8).putDouble(sums[g]).array();
        }
        return out;
    }

    @Override
    public void addStates(int[] groups, int rows, BytesColumn states) {
        for (int i = 0; i < rows; i++) {
            if (groups[i] >= 0) {
                sums[groups[i]] += state(states, i).getDouble();
            }
        }
    }
}
