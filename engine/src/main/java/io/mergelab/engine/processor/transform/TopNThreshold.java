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
            if (nulls == null && !thresholdNull && !Double.isNaN(thresholdDouble)) {
                return doublesWithin(v, rows, out);
            }
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
            if (nulls == null && !thresholdNull) {
                return longsWithin(v, rows, unsigned, out);
            }
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

    /**
     * The hot case, a plain Float64 key and a number as boundary: one comparison a row ({@code <=} also keeps -0.0
     * against 0.0, which only adds a candidate the heap then orders exactly). NaNs can enter only when they go first.
     */
    private int doublesWithin(double[] v, int rows, int[] out) {
        double t = thresholdDouble;
        boolean nanFirst = nullSign < 0;
        int n = 0;
        if (dir > 0) {
            for (int r = 0; r < rows; r++) {
                double x = v[r];
                out[n] = r;
                n += x <= t || (nanFirst && x != x) ? 1 : 0;
            }
        } else {
            for (int r = 0; r < rows; r++) {
                double x = v[r];
                out[n] = r;
                n += x >= t || (nanFirst && x != x) ? 1 : 0;
            }
        }
        return n;
    }

    /** A plain integer key: one comparison a row, unsigned 64-bit values compared with their sign bit flipped. */
    private int longsWithin(long[] v, int rows, boolean unsigned, int[] out) {
        long flip = unsigned ? Long.MIN_VALUE : 0;
        long t = thresholdLong ^ flip;
        int n = 0;
        if (dir > 0) {
            for (int r = 0; r < rows; r++) {
                out[n] = r;
                n += (v[r] ^ flip) <= t ? 1 : 0;
            }
        } else {
            for (int r = 0; r < rows; r++) {
                out[n] = r;
                n += (v[r] ^ flip) >= t ? 1 : 0;
            }
        }
        return n;
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
