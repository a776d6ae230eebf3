package io.mergelab.engine.function;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;

/** Reads number columns as primitive arrays for kernels (no boxing). */
public final class NumericColumns {
    private static final double TWO_64 = 18446744073709551616.0;
    public static final long[] POW10 = {1L, 10L, 100L, 1_000L, 10_000L, 100_000L, 1_000_000L, 10_000_000L,
        100_000_000L, 1_000_000_000L, 10_000_000_000L, 100_000_000_000L, 1_000_000_000_000L, 10_000_000_000_000L,
        100_000_000_000_000L, 1_000_000_000_000_000L, 10_000_000_000_000_000L, 100_000_000_000_000_000L,
        1_000_000_000_000_000_000L};

    private NumericColumns() {
    }

    /** The raw {@code long[]} of a LONG-represented column (row count per the operand). */
    public static long[] longs(Column c) {
        return ((LongColumn) c).values();
    }

    /** The values of a number column as doubles: UInt64 unsigned, Decimal divided by its scale. */
    public static double[] doubles(Column c, DataType type) {
        if (c instanceof DoubleColumn d) {
            return d.values();
        }
        long[] v = ((LongColumn) c).values();
        int n = c.size();
        double[] out = new double[n];
        if (type instanceof DecimalType d) {
            double scale = POW10[d.scale()];
            for (int i = 0; i < n; i++) {
                out[i] = v[i] / scale;
            }
        } else if (type instanceof IntegerType i && i.isUInt64()) {
            for (int k = 0; k < n; k++) {
                out[k] = unsignedToDouble(v[k]);
            }
        } else {
            for (int i = 0; i < n; i++) {
                out[i] = v[i];
            }
        }
        return out;
    }

    public static double unsignedToDouble(long v) {
        return v >= 0 ? v : (double) (v >>> 1 | (v & 1)) * 2.0;
    }

    /** Converts a double to the bits of a UInt64 (truncating; out-of-range values wrap as C++ does loosely). */
    public static long doubleToUnsigned(double d) {
        if (d >= 9.223372036854775807E18) {
            return d >= TWO_64 ? -1L : (long) (d - 9.223372036854775808E18) ^ Long.MIN_VALUE;
        }
        return (long) d;
    }

    /** Wraps a 64-bit result into the range of a narrower integer type (two's complement truncation). */
    public static long wrap(long v, IntegerType t) {
        return switch (t.bits()) {
            case 8 -> t.signed() ? (byte) v : v & 0xFFL;
            case 16 -> t.signed() ? (short) v : v & 0xFFFFL;
            case 32 -> t.signed() ? (int) v : v & 0xFFFF_FFFFL;
            default -> v;
        };
    }

    public static DoubleColumn doubleColumn(DataType type, double[] values, int rows) {
        if (type instanceof FloatType f && f.bits() == 32) {
            for (int i = 0; i < rows; i++) {
                values[i] = (float) values[i];
            }
        }
        return new DoubleColumn(type, values, rows);
    }
}
