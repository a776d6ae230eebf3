package io.mergelab.engine.column;

import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import java.util.Arrays;
import java.util.List;

/**
 * Computes the row order that sorts a chunk by key columns (ascending, NULLs last), stable, without
 * boxing: radix passes when the keys allow it (one integer key; or integer and LowCardinality string keys, see
 * {@link KeyRadixSort}), otherwise a merge sort over an {@code int[]} of row numbers with a primitive comparator
 * per key column.
 */
public final class SortPermutation {
    /** Below this many rows the comparator sort beats setting up radix passes over several keys. */
    private static final int KEY_RADIX_MIN_ROWS = 256;

    private SortPermutation() {
    }

    /** Compares two rows of one column. */
    @FunctionalInterface
    public interface RowComparator {
        int compare(int a, int b);
    }

    /** The sorting permutation, or {@code null} when the rows are already in order. */
    public static int[] compute(List<Column> keys, int rows) {
        if (keys.isEmpty() || rows < 2) {
            return null;
        }
        RowComparator cmp = comparator(keys);
        boolean sorted = true;
        for (int i = 1; i < rows && sorted; i++) {
            sorted = cmp.compare(i - 1, i) <= 0;
        }
        if (sorted) {
            return null;
        }
        if (keys.size() == 1 && keys.get(0) instanceof LongColumn c) {
            return radixSort(c.values(), rows, !isUnsigned64(c.type()));
        }
        if (rows >= KEY_RADIX_MIN_ROWS) {
            int[] radix = KeyRadixSort.sort(keys, rows);
            if (radix != null) {
                return radix;
            }
        }
        int[] perm = new int[rows];
        for (int i = 0; i < rows; i++) {
            perm[i] = i;
        }
        int[] tmp = new int[rows];
        mergeSort(perm, tmp, 0, rows, cmp);
        return perm;
    }

    /** Stable radix sort of row numbers by one 64-bit key; signed keys get their sign bit flipped to sort unsigned. */
    static int[] radixSort(long[] values, int rows, boolean signed) {
        RadixPasses passes = new RadixPasses(rows);
        passes.sortBy(values, signed ? Long.MIN_VALUE : 0);
        return passes.permutation();
    }

    public static RowComparator comparator(List<Column> keys) {
        RowComparator[] parts = keys.stream().map(SortPermutation::comparator).toArray(RowComparator[]::new);
        if (parts.length == 1) {
            return parts[0];
        }
        return (a, b) -> {
            for (RowComparator p : parts) {
                int c = p.compare(a, b);
                if (c != 0) {
                    return c;
                }
            }
            return 0;
        };
    }

    public static RowComparator comparator(Column column) {
        if (column instanceof LongColumn c) {
            long[] v = c.values();
            return isUnsigned64(c.type()) ? (a, b) -> Long.compareUnsigned(v[a], v[b]) : (a, b) -> Long.compare(v[a], v[b]);
        }
        if (column instanceof DoubleColumn c) {
            double[] v = c.values();
            return (a, b) -> Double.compare(v[a], v[b]);
        }
        if (column instanceof BytesColumn c) {
            byte[] d = c.data();
            int[] o = c.offsets();
            return (a, b) -> Arrays.compareUnsigned(d, o[a], o[a + 1], d, o[b], o[b + 1]);
        }
        if (column instanceof NullableColumn c) {
            RowComparator nested = comparator(c.nested());
            byte[] nulls = c.nulls();
            return (a, b) -> {
                if (nulls[a] != 0 || nulls[b] != 0) {
                    return Integer.compare(nulls[a], nulls[b]);
                }
                return nested.compare(a, b);
            };
        }
        if (column instanceof TupleColumn c) {
            return comparator(c.elements());
        }
        if (column instanceof ArrayColumn c) {
            RowComparator elements = comparator(c.elements());
            int[] o = c.offsets();
            return (a, b) -> {
                int la = o[a + 1] - o[a];
                int lb = o[b + 1] - o[b];
                for (int i = 0; i < Math.min(la, lb); i++) {
                    int r = elements.compare(o[a] + i, o[b] + i);
                    if (r != 0) {
                        return r;
                    }
                }
                return Integer.compare(la, lb);
            };
        }
        throw new IllegalArgumentException("no order for " + column.type().name());
    }

    /**
     * A comparator for one ORDER BY key: {@code descending} reverses the value order; NULLs (and NaNs, which
     * ClickHouse keeps next to them) go first or last whatever the direction.
     */
    public static RowComparator comparator(Column column, boolean descending, boolean nullsFirst) {
        if (column instanceof NullableColumn c) {
            RowComparator nested = comparator(c.nested(), descending, nullsFirst);
            byte[] nulls = c.nulls();
            int nullSign = nullsFirst ? -1 : 1;
            return (a, b) -> {
                if (nulls[a] != 0 || nulls[b] != 0) {
                    return nullSign * Integer.compare(nulls[a], nulls[b]);
                }
                return nested.compare(a, b);
            };
        }
        if (column instanceof DoubleColumn c) {
            double[] v = c.values();
            int dir = descending ? -1 : 1;
            int nanSign = nullsFirst ? -1 : 1;
            return (a, b) -> {
                boolean na = Double.isNaN(v[a]);
                boolean nb = Double.isNaN(v[b]);
                if (na || nb) {
                    return nanSign * Boolean.compare(na, nb);
                }
                return dir * Double.compare(v[a], v[b]);
            };
        }
        RowComparator plain = comparator(column);
        return descending ? (a, b) -> plain.compare(b, a) : plain;
    }

    /** Chains per-key comparators: the first difference decides. */
    public static RowComparator chain(List<RowComparator> parts) {
        RowComparator[] all = parts.toArray(RowComparator[]::new);
        if (all.length == 1) {
            return all[0];
        }
        return (a, b) -> {
            for (RowComparator p : all) {
                int c = p.compare(a, b);
                if (c != 0) {
                    return c;
                }
            }
            return 0;
        };
    }

    /** The stable permutation sorting {@code rows} rows by {@code cmp}, or {@code null} when already in order. */
    public static int[] compute(RowComparator cmp, int rows) {
        boolean sorted = true;
        for (int i = 1; i < rows && sorted; i++) {
            sorted = cmp.compare(i - 1, i) <= 0;
        }
        if (sorted) {
            return null;
        }
        int[] perm = new int[rows];
        for (int i = 0; i < rows; i++) {
            perm[i] = i;
        }
        mergeSort(perm, new int[rows], 0, rows, cmp);
        return perm;
    }

    static boolean isUnsigned64(DataType type) {
        return type.unwrapLowCardinality() instanceof IntegerType t && t.isUInt64();
    }

    private static void mergeSort(int[] a, int[] tmp, int from, int to, RowComparator cmp) {
        if (to - from <= 24) {
            for (int i = from + 1; i < to; i++) {
                int x = a[i];
                int j = i - 1;
                while (j >= from && cmp.compare(a[j], x) > 0) {
                    a[j + 1] = a[j];
                    j--;
                }
                a[j + 1] = x;
            }
            return;
        }
        int mid = (from + to) >>> 1;
        mergeSort(a, tmp, from, mid, cmp);
        mergeSort(a, tmp, mid, to, cmp);
        if (cmp.compare(a[mid - 1], a[mid]) <= 0) {
            return;
        }
        System.arraycopy(a, from, tmp, from, to - from);
        int i = from;
        int j = mid;
        int k = from;
        while (i < mid && j < to) {
            a[k++] = cmp.compare(tmp[j], tmp[i]) < 0 ? tmp[j++] : tmp[i++];
        }
        while (i < mid) {
            a[k++] = tmp[i++];
        }
        while (j < to) {
            a[k++] = tmp[j++];
        }
    }
}
