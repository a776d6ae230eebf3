package io.mergelab.sampledata.fingerprint;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.Columns;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.SortPermutation;
import io.mergelab.engine.column.SortPermutation.RowComparator;
import io.mergelab.engine.type.IntegerType;
import java.util.List;

/**
 * Counts, for one column streamed in storage order, the adjacent row pairs and those whose second value is not
 * smaller than the first (ClickHouse's order: UInt64 unsigned, strings byte-wise, NULLs and NaNs last, tuples and
 * arrays element by element). Rows arrive in runs; a run that continues the previous one is joined to it by the
 * pair across the chunk border, a run that starts a new sample window is not.
 */
final class AdjacentPairs {
    private long pairs;
    private long nonDecreasing;
    /** The last row of the current run, one row, or null at the start of a window. */
    private Column last;

    /** Adds rows {@code [from, to)} of {@code column}; {@code continuesRun} says they follow the last rows added. */
    void add(Column column, int from, int to, boolean continuesRun) {
        if (to <= from) {
            return;
        }
        if (continuesRun && last != null) {
            Column border = Columns.concat(List.of(last, column.slice(from, 1)));
            count(SortPermutation.comparator(border).compare(0, 1) <= 0 ? 1 : 0, 1);
        }
        count(nonDecreasing(column, from, to), to - from - 1);
        last = column.slice(to - 1, 1);
    }

    private void count(long ascending, long all) {
        nonDecreasing += ascending;
        pairs += all;
    }

    /** The share of non-decreasing pairs; 1 when there was no pair (fewer than two rows count as sorted). */
    double share() {
        return pairs == 0 ? 1.0 : (double) nonDecreasing / pairs;
    }

    private static long nonDecreasing(Column column, int from, int to) {
        long n = 0;
        if (column instanceof LongColumn c && !(c.type().unwrapLowCardinality() instanceof IntegerType t && t.isUInt64())) {
            long[] v = c.values();
            for (int i = from + 1; i < to; i++) {
                n += v[i - 1] <= v[i] ? 1 : 0;
            }
            return n;
        }
        if (column instanceof DoubleColumn c) {
            double[] v = c.values();
            for (int i = from + 1; i < to; i++) {
                n += Double.compare(v[i - 1], v[i]) <= 0 ? 1 : 0;
            }
            return n;
        }
        RowComparator cmp = SortPermutation.comparator(column);
        for (int i = from + 1; i < to; i++) {
            n += cmp.compare(i - 1, i) <= 0 ? 1 : 0;
        }
        return n;
    }
}
