package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.FloatType;
import java.util.Arrays;

/**
 * {@code quantile}, {@code quantiles} and {@code quantileExact}. Every value of a group is kept (no sampling), so
 * {@code quantile} is exact: linear interpolation between the two nearest ranks, which equals ClickHouse's
 * reservoir-sampling {@code quantile} whenever a group has at most 8,192 rows (ClickHouse samples beyond that).
 * {@code quantileExact} returns the value at rank {@code floor(level * n)} in the argument's type.
 */
final class QuantileAccumulator extends Accumulator {
    enum Mode { INTERPOLATED, INTERPOLATED_ARRAY, EXACT }

    private final Mode mode;
    private final double[] levels;
    private final DataType resultType;
    /** Values kept as {@code long} (exact mode over integers, dates, times) rather than {@code double}. */
    private final boolean keepLongs;
    private final boolean unsigned64;
    private long[][] longs = new long[0][];
    private double[][] doubles = new double[0][];
    private int[] counts = new int[0];
    /** Bytes of the per-group value arrays, kept as they grow. */
    private long valueBytes;

    QuantileAccumulator(Mode mode, double[] levels, DataType resultType, boolean keepLongs, boolean unsigned64) {
        this.mode = mode;
        this.levels = levels.clone();
        this.resultType = resultType;
        this.keepLongs = keepLongs;
        this.unsigned64 = unsigned64;
    }

    @Override
    public void ensureGroups(int groups) {
        if (groups > counts.length) {
            int n = grow(counts.length, groups);
            counts = Arrays.copyOf(counts, n);
            if (keepLongs) {
                longs = Arrays.copyOf(longs, n);
            } else {
                doubles = Arrays.copyOf(doubles, n);
            }
        }
    }

    private void addLong(int g, long v) {
        long[] a = longs[g];
        int n = counts[g];
        if (a == null || n == a.length) {
            a = a == null ? new long[4] : Arrays.copyOf(a, n * 2);
            valueBytes += 8L * (a.length - n);
            longs[g] = a;
        }
        a[n] = v;
        counts[g] = n + 1;
    }

    private void addDouble(int g, double v) {
        double[] a = doubles[g];
        int n = counts[g];
        if (a == null || n == a.length) {
            a = a == null ? new double[4] : Arrays.copyOf(a, n * 2);
            valueBytes += 8L * (a.length - n);
            doubles[g] = a;
        }
        a[n] = v;
        counts[g] = n + 1;
    }

    private double toDouble(long v) {
        return unsigned64 && v < 0 ? ((v >>> 1) | (v & 1)) * 2.0 : v;
    }

    @Override
    public void add(int[] groups, int rows, Column[] args) {
        if (args[0] instanceof DoubleColumn d) {
            double[] v = d.values();
            for (int i = 0; i < rows; i++) {
                if (groups[i] >= 0) {
                    addDouble(groups[i], v[i]);
                }
            }
            return;
        }
        long[] v = ((LongColumn) args[0]).values();
        for (int i = 0; i < rows; i++) {
            int g = groups[i];
            if (g >= 0) {
                if (keepLongs) {
                    addLong(g, v[i]);
                } else {
                    addDouble(g, toDouble(v[i]));
                }
            }
        }
    }

    @Override
    public void merge(Accumulator other, int[] otherGroups, int[] mapping, int count) {
        QuantileAccumulator o = (QuantileAccumulator) other;
        for (int i = 0; i < count; i++) {
            int og = otherGroups[i];
            int g = mapping[i];
            for (int v = 0; v < o.counts[og]; v++) {
                if (keepLongs) {
                    addLong(g, o.longs[og][v]);
                } else {
                    addDouble(g, o.doubles[og][v]);
                }
            }
        }
    }

    @Override
    public long byteSize() {
        return 8L * (longs.length + doubles.length) + 4L * counts.length + valueBytes;
    }

    @Override
    public Column result(int groups) {
        return switch (mode) {
            case INTERPOLATED -> {
                double[] out = new double[groups];
                for (int g = 0; g < groups; g++) {
                    out[g] = interpolated(sortedDoubles(g), counts[g], levels[0]);
                }
                yield new DoubleColumn(FloatType.FLOAT64, out, groups);
            }
            case INTERPOLATED_ARRAY -> {
                double[] out = new double[groups * levels.length];
                int[] offsets = new int[groups + 1];
                for (int g = 0; g < groups; g++) {
                    double[] sorted = sortedDoubles(g);
                    for (int l = 0; l < levels.length; l++) {
                        out[g * levels.length + l] = interpolated(sorted, counts[g], levels[l]);
                    }
                    offsets[g + 1] = (g + 1) * levels.length;
                }
                yield new ArrayColumn(resultType, new DoubleColumn(((ArrayType) resultType).element(), out, out.length),
                        offsets, groups);
            }
            case EXACT -> exact(groups);
        };
    }

    private double[] sortedDoubles(int g) {
        double[] a = doubles[g] == null ? new double[0] : Arrays.copyOf(doubles[g], counts[g]);
        Arrays.sort(a);
        return a;
    }

    private static double interpolated(double[] sorted, int n, double level) {
        if (n == 0) {
            return Double.NaN;
        }
        double index = Math.max(0, Math.min(n - 1.0, level * (n - 1)));
        int lower = (int) index;
        double frac = index - lower;
        if (lower + 1 == n) {
            return sorted[lower];
        }
        return sorted[lower] * (1 - frac) + sorted[lower + 1] * frac;
    }

    private int rank(int n) {
        return levels[0] < 1 ? (int) (levels[0] * n) : n - 1;
    }

    private Column exact(int groups) {
        if (!keepLongs) {
            double[] out = new double[groups];
            for (int g = 0; g < groups; g++) {
                out[g] = counts[g] == 0 ? 0 : sortedDoubles(g)[rank(counts[g])];
            }
            return new DoubleColumn(resultType, out, groups);
        }
        long[] out = new long[groups];
        long flip = unsigned64 ? Long.MIN_VALUE : 0;
        for (int g = 0; g < groups; g++) {
            int n = counts[g];
            if (n == 0) {
                continue;
            }
            long[] a = Arrays.copyOf(longs[g], n);
            for (int i = 0; i < n; i++) {
                a[i] ^= flip;
            }
            Arrays.sort(a);
            out[g] = a[rank(n)] ^ flip;
        }
        return new LongColumn(resultType, out, groups);
    }
}
