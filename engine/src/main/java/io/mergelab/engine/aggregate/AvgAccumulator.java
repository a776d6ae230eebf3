package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.LongSums;
import io.mergelab.engine.type.FloatType;
import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * {@code avg} as Float64: sum and count per group; an empty group gives {@code nan} (0 / 0) as in ClickHouse.
 * Integer and decimal inputs are summed exactly in a {@code long} and divided at the end.
 */
final class AvgAccumulator extends Accumulator {
    /** How input values become numbers. */
    enum Input { FLOAT, SIGNED, UNSIGNED64 }

    private final Input input;
    /** 10^scale for decimals, 1 otherwise. */
    private final double divisor;
    private long[] longSums = new long[0];
    private double[] doubleSums = new double[0];
    private long[] counts = new long[0];

    AvgAccumulator(Input input, double divisor) {
        this.input = input;
        this.divisor = divisor;
    }

    @Override
    public void ensureGroups(int groups) {
        if (groups > counts.length) {
            int n = grow(counts.length, groups);
            counts = Arrays.copyOf(counts, n);
            if (input == Input.SIGNED) {
                longSums = Arrays.copyOf(longSums, n);
            } else {
                doubleSums = Arrays.copyOf(doubleSums, n);
            }
        }
    }

    @Override
    public void add(int[] groups, int rows, Column[] args) {
        switch (input) {
            case FLOAT -> {
                double[] v = ((DoubleColumn) args[0]).values();
                for (int i = 0; i < rows; i++) {
                    int g = groups[i];
                    if (g >= 0) {
                        doubleSums[g] += v[i];
                        counts[g]++;
                    }
                }
            }
            case SIGNED -> {
                long[] v = ((LongColumn) args[0]).values();
                for (int i = 0; i < rows; i++) {
                    int g = groups[i];
                    if (g >= 0) {
                        longSums[g] += v[i];
                        counts[g]++;
                    }
                }
            }
            case UNSIGNED64 -> {
                long[] v = ((LongColumn) args[0]).values();
                for (int i = 0; i < rows; i++) {
                    int g = groups[i];
                    if (g >= 0) {
                        doubleSums[g] += unsignedToDouble(v[i]);
                        counts[g]++;
                    }
                }
            }
        }
    }

    /** Adds in row order, as {@link #add} does, so floating-point sums round the same. */
    @Override
    public void addToFirstGroup(int rows, Column[] args, int[] zeros) {
        switch (input) {
            case FLOAT -> {
                double[] v = ((DoubleColumn) args[0]).values();
                double sum = doubleSums[0];
                for (int i = 0; i < rows; i++) {
                    sum += v[i];
                }
                doubleSums[0] = sum;
            }
            case SIGNED -> longSums[0] += LongSums.sum(((LongColumn) args[0]).values(), rows);
            case UNSIGNED64 -> {
                long[] v = ((LongColumn) args[0]).values();
                double sum = doubleSums[0];
                for (int i = 0; i < rows; i++) {
                    sum += unsignedToDouble(v[i]);
                }
                doubleSums[0] = sum;
            }
        }
        counts[0] += rows;
    }

    private static double unsignedToDouble(long v) {
        return v >= 0 ? v : ((v >>> 1) | (v & 1)) * 2.0;
    }

    @Override
    public void merge(Accumulator other, int[] otherGroups, int[] mapping, int count) {
        AvgAccumulator o = (AvgAccumulator) other;
        for (int i = 0; i < count; i++) {
            int g = otherGroups[i];
            int t = mapping[i];
            counts[t] += o.counts[g];
            if (input == Input.SIGNED) {
                longSums[t] += o.longSums[g];
            } else {
                doubleSums[t] += o.doubleSums[g];
            }
        }
    }

    @Override
    public long byteSize() {
        return 8L * (longSums.length + doubleSums.length + counts.length);
    }

    @Override
    public Column result(int groups) {
        double[] out = new double[groups];
        for (int g = 0; g < groups; g++) {
            double sum = input == Input.SIGNED ? longSums[g] : doubleSums[g];
            out[g] = sum / divisor / counts[g];
        }
        return new DoubleColumn(FloatType.FLOAT64, out, groups);
    }

    /** The sum (a long for integers and decimals, else a double) and the count. */
    @Override
    public byte[][] states(int groups) {
        byte[][] out = new byte[groups][];
        for (int g = 0; g < groups; g++) {
            ByteBuffer b = ByteBuffer.allocate(16);
            if (input == Input.SIGNED) {
                b.putLong(longSums[g]);
            } else {
                b.putDouble(doubleSums[g]);
            }
            out[g] = b.putLong(counts[g]).array();
        }
        return out;
    }

    @Override
    public void addStates(int[] groups, int rows, BytesColumn states) {
        for (int i = 0; i < rows; i++) {
            int g = groups[i];
            if (g >= 0) {
                ByteBuffer b = state(states, i);
                if (input == Input.SIGNED) {
                    longSums[g] += b.getLong();
                } else {
                    doubleSums[g] += b.getDouble();
                }
                counts[g] += b.getLong();
            }
        }
    }
}
