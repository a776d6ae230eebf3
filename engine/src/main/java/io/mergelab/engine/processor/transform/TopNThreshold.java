package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.type.IntegerType;

/**
 * The known boundary of a stream's top {@code limit} rows on the first ORDER BY key, as ClickHouse's partial sort
 * with a limit keeps it: once some chunk had {@code limit} rows whose first key is at most {@code t}, a later row
 * whose first key sorts strictly after {@code t} cannot reach the result (equal rows can, through later keys), so
 * it is skipped with one primitive comparison and never enters the heap. Works for a first key of a numeric
 * column, Nullable or not; other keys get no boundary. Orders exactly as {@code SortPermutation}'s key comparator:
 * NULLs and NaNs first or last whatever the direction, unsigned 64-bit integers unsigned.
 */
final class TopNThreshold {
    private final SortColumn key;
    private final int dir;
    private final int nullSign;
    private boolean known;
    private boolean thresholdNull;
    private double thresholdDouble;
    private long thresholdLong;

    TopNThreshold(SortColumn key) {
        this.key = key;
        this.dir = key.descending() ? -1 : 1;
        this.nullSign = key.nullsFirst() ? -1 : 1;
    }

    /**
     * The rows of the chunk that can still enter the top rows, ascending, with their count in {@code out[0..n)};
     * returns n, or -1 when every row can (no boundary yet, or a key type without one).
     */
    int candidates(Chunk chunk, int[] out) {
        if (!known) {
            return -1;
        }
        Column c = chunk.column(key.index());
        byte[] nulls = null;
        if (c instanceof NullableColumn n) {
            nulls = n.nulls();
            c = n.nested();
        }
        int rows = chunk.rows();
        int n = 0;
        if (c instanceof DoubleColumn d) {
            double[] v = d.values();
            for (int r = 0; r < rows; r++) {
                boolean isNull = nulls != null && nulls[r] != 0;
                if ((isNull ? compareNull() : compareDouble(v[r])) <= 0) {
                    out[n++] = r;
                }
            }
            return n;
        }
        if (c instanceof LongColumn l) {
            long[] v = l.values();
            boolean unsigned = isUnsigned64(l);
            for (int r = 0; r < rows; r++) {
                boolean isNull = nulls != null && nulls[r] != 0;
                if ((isNull ? compareNull() : compareLong(v[r], unsigned)) <= 0) {
                    out[n++] = r;
                }
            }
            return n;
        }
        return -1;
    }

    /** Tightens the boundary with the last row of a chunk's sorted top {@code limit} rows. */
    void offer(Chunk sortedTop, int row) {
        Column c = sortedTop.column(key.index());
        boolean isNull = false;
        if (c instanceof NullableColumn n) {
            isNull = n.nulls()[row] != 0;
            c = n.nested();
        }
        if (c instanceof DoubleColumn d) {
            double v = d.values()[row];
            if (!known || (isNull ? compareNull() : compareDouble(v)) < 0) {
                known = true;
                thresholdNull = isNull;
                thresholdDouble = v;
            }
        } else if (c instanceof LongColumn l) {
            long v = l.values()[row];
            if (!known || (isNull ? compareNull() : compareLong(v, isUnsigned64(l))) < 0) {
                known = true;
                thresholdNull = isNull;
                thresholdLong = v;
            }
        }
    }

    /** A NULL value against the boundary. */
    private int compareNull() {
        return thresholdNull ? 0 : nullSign;
    }

    private int compareDouble(double v) {
        if (thresholdNull) {
            return -nullSign;
        }
        boolean na = Double.isNaN(v);
        boolean nb = Double.isNaN(thresholdDouble);
        if (na || nb) {
            return nullSign * Boolean.compare(na, nb);
        }
        return dir * Double.compare(v, thresholdDouble);
    }

    private int compareLong(long v, boolean unsigned) {
        if (thresholdNull) {
            return -nullSign;
        }
        return dir * (unsigned ? Long.compareUnsigned(v, thresholdLong) : Long.compare(v, thresholdLong));
    }

    private static boolean isUnsigned64(LongColumn c) {
        return c.type().unwrapLowCardinality() instanceof IntegerType t && t.isUInt64();
    }
}
