package io.mergelab.engine.function.comparison;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.function.NumericColumns;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.IntegerType;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Three-way row comparators between two columns, exact across numeric types (UInt64 against signed
 * integers, 64-bit integers against floats). Used by comparisons of composite values, IN, has, least and
 * greatest; the operator kernels use {@link FastCompare} for the plain cases.
 */
public final class Comparators {
    private static final double TWO_63 = 9.223372036854775808E18;
    private static final double TWO_64 = 1.8446744073709552E19;

    private Comparators() {
    }

    /** A comparator of values of the given (non-Nullable, LowCardinality-free) types, or null if incomparable. */
    public static RowComparator of(Column a, DataType ta, Column b, DataType tb) {
        if (a instanceof NullableColumn na && b instanceof NullableColumn nb) {
            RowComparator inner = of(na.nested(), TypeRules.removeNullable(ta), nb.nested(), TypeRules.removeNullable(tb));
            return inner == null ? null : (l, r) -> na.isNull(l) || nb.isNull(r)
                    ? Boolean.compare(nb.isNull(r), na.isNull(l)) : inner.compare(l, r);
        }
        if (a instanceof NullableColumn na) {
            RowComparator inner = of(na.nested(), TypeRules.removeNullable(ta), b, tb);
            return inner == null ? null : (l, r) -> na.isNull(l) ? 1 : inner.compare(l, r);
        }
        if (b instanceof NullableColumn nb) {
            RowComparator inner = of(a, ta, nb.nested(), TypeRules.removeNullable(tb));
            return inner == null ? null : (l, r) -> nb.isNull(r) ? -1 : inner.compare(l, r);
        }
        if (a instanceof BytesColumn x && b instanceof BytesColumn y) {
            return (l, r) -> Integer.signum(Arrays.compareUnsigned(x.data(), x.start(l), x.start(l) + x.length(l),
                    y.data(), y.start(r), y.start(r) + y.length(r)));
        }
        if (a instanceof TupleColumn x && b instanceof TupleColumn y && x.elements().size() == y.elements().size()) {
            return tuples(x, y);
        }
        if (a instanceof ArrayColumn x && b instanceof ArrayColumn y) {
            return arrays(x, y);
        }
        return numbers(a, ta, b, tb);
    }

    private static RowComparator tuples(TupleColumn x, TupleColumn y) {
        List<RowComparator> elements = new ArrayList<>();
        for (int i = 0; i < x.elements().size(); i++) {
            Column ex = x.elements().get(i);
            Column ey = y.elements().get(i);
            RowComparator c = of(ex, TypeRules.stripLowCardinality(ex.type()), ey, TypeRules.stripLowCardinality(ey.type()));
            if (c == null) {
                return null;
            }
            elements.add(c);
        }
        return (l, r) -> {
            for (RowComparator c : elements) {
                int cmp = c.compare(l, r);
                if (cmp != 0) {
                    return cmp;
                }
            }
            return 0;
        };
    }

    private static RowComparator arrays(ArrayColumn x, ArrayColumn y) {
        Column ex = x.elements();
        Column ey = y.elements();
        RowComparator c = of(ex, TypeRules.stripLowCardinality(ex.type()), ey, TypeRules.stripLowCardinality(ey.type()));
        if (c == null) {
            return null;
        }
        return (l, r) -> {
            int lx = x.length(l);
            int ly = y.length(r);
            int sx = x.offsets()[l];
            int sy = y.offsets()[r];
            for (int i = 0; i < Math.min(lx, ly); i++) {
                int cmp = c.compare(sx + i, sy + i);
                if (cmp != 0) {
                    return cmp;
                }
            }
            return Integer.compare(lx, ly);
        };
    }

    private static RowComparator numbers(Column a, DataType ta, Column b, DataType tb) {
        if (ta instanceof DecimalType || tb instanceof DecimalType) {
            return decimals(a, ta, b, tb);
        }
        if (TypeRules.isDateOrTime(ta) && TypeRules.isDateOrTime(tb) && !ta.getClass().equals(tb.getClass())) {
            return null;
        }
        boolean aLong = a instanceof LongColumn;
        boolean bLong = b instanceof LongColumn;
        if (aLong && bLong) {
            long[] x = ((LongColumn) a).values();
            long[] y = ((LongColumn) b).values();
            boolean ux = isUInt64(ta);
            boolean uy = isUInt64(tb);
            if (!ux && !uy) {
                return (l, r) -> Long.compare(x[l], y[r]);
            }
            if (ux && uy || ux && !TypeRules.isSigned(tb) || uy && !TypeRules.isSigned(ta)) {
                return (l, r) -> Long.compareUnsigned(x[l], y[r]);
            }
            if (ux) {
                return (l, r) -> y[r] < 0 ? 1 : Long.compareUnsigned(x[l], y[r]);
            }
            return (l, r) -> x[l] < 0 ? -1 : Long.compareUnsigned(x[l], y[r]);
        }
        if (aLong && b instanceof DoubleColumn db) {
            long[] x = ((LongColumn) a).values();
            boolean ux = isUInt64(ta);
            double[] y = db.values();
            return (l, r) -> compareLongDouble(x[l], ux, y[r]);
        }
        if (a instanceof DoubleColumn da && bLong) {
            long[] y = ((LongColumn) b).values();
            boolean uy = isUInt64(tb);
            double[] x = da.values();
            return (l, r) -> {
                int c = compareLongDouble(y[r], uy, x[l]);
                return c == CompareOp.UNORDERED ? c : -c;
            };
        }
        if (a instanceof DoubleColumn da && b instanceof DoubleColumn db) {
            double[] x = da.values();
            double[] y = db.values();
            return (l, r) -> compareDoubles(x[l], y[r]);
        }
        return null;
    }

    /** Decimal against Decimal or integer by value (slow path: composite values, IN set checks). */
    private static RowComparator decimals(Column a, DataType ta, Column b, DataType tb) {
        if (!(a instanceof LongColumn x && b instanceof LongColumn y)) {
            return null;
        }
        int sa = ta instanceof DecimalType d ? d.scale() : 0;
        int sb = tb instanceof DecimalType d ? d.scale() : 0;
        if (sa == sb) {
            return (l, r) -> Long.compare(x.values()[l], y.values()[r]);
        }
        boolean ua = isUInt64(ta);
        boolean ub = isUInt64(tb);
        return (l, r) -> decimal(x.values()[l], ua, sa).compareTo(decimal(y.values()[r], ub, sb));
    }

    private static BigDecimal decimal(long v, boolean unsigned, int scale) {
        return unsigned && v < 0 ? new BigDecimal(Long.toUnsignedString(v)) : BigDecimal.valueOf(v, scale);
    }

    private static boolean isUInt64(DataType t) {
        return t instanceof IntegerType i && i.isUInt64();
    }

    public static int compareDoubles(double x, double y) {
        if (x < y) {
            return -1;
        }
        if (x > y) {
            return 1;
        }
        return x == y ? 0 : CompareOp.UNORDERED;
    }

    /** Exact comparison of an integer (UInt64 if {@code unsigned}) with a double. */
    public static int compareLongDouble(long a, boolean unsigned, double b) {
        if (Double.isNaN(b)) {
            return CompareOp.UNORDERED;
        }
        if (unsigned && a < 0) {
            if (b >= TWO_64) {
                return -1;
            }
            if (b < TWO_63) {
                return 1;
            }
            return Long.compareUnsigned(a, NumericColumns.doubleToUnsigned(b));
        }
        if (b >= TWO_63) {
            return -1;
        }
        if (b < -TWO_63) {
            return 1;
        }
        long t = (long) b;
        if (a != t) {
            return a < t ? -1 : 1;
        }
        double frac = b - t;
        return frac > 0 ? -1 : frac < 0 ? 1 : 0;
    }
}
