package io.mergelab.engine.join;

/**
 * One numeric key whose build values lie in a narrow range (ids of a dimension table, dates): a direct array
 * indexed by {@code key - min}, no hashing and no probing (DuckDB calls this a perfect hash join). Chosen when the
 * range is at most four times the build rows (or 1024), so it never takes much more memory than a hash table.
 */
final class DenseKeyTable extends KeyTable {
    private final long min;
    private final long max;
    /** Per offset {@code key - min}: id + 1, 0 when no build row has the key. */
    private final int[] ids;
    private int size;

    private DenseKeyTable(long min, long max) {
        this.min = min;
        this.max = max;
        ids = new int[(int) (max - min + 1)];
    }

    /** A dense table for these keys, or {@code null} when their range is too wide (or there are none). */
    static DenseKeyTable forKeys(KeyEncoder keys, int rows) {
        long[] v = keys.longs();
        byte[] nulls = keys.nulls();
        long lo = Long.MAX_VALUE;
        long hi = Long.MIN_VALUE;
        for (int i = 0; i < rows; i++) {
            if (nulls == null || nulls[i] == 0) {
                lo = Math.min(lo, v[i]);
                hi = Math.max(hi, v[i]);
            }
        }
        if (lo > hi) {
            return null;
        }
        long limit = Math.max(1024L, 4L * rows);
        // hi - lo may overflow for far-apart keys: then the range is certainly too wide
        long range = hi - lo;
        return range >= 0 && range < limit ? new DenseKeyTable(lo, hi) : null;
    }

    @Override
    protected void insertAll(KeyEncoder keys, int rows, int[] idsOut) {
        long[] v = keys.longs();
        byte[] nulls = keys.nulls();
        for (int i = 0; i < rows; i++) {
            if (nulls != null && nulls[i] != 0) {
                idsOut[i] = -1;
                continue;
            }
            int offset = (int) (v[i] - min);
            int id = ids[offset];
            if (id == 0) {
                ids[offset] = ++size;
                idsOut[i] = size - 1;
            } else {
                idsOut[i] = id - 1;
            }
        }
    }

    @Override
    void find(KeyEncoder keys, int rows, int[] idsOut) {
        long[] v = keys.longs();
        byte[] nulls = keys.nulls();
        int[] t = ids;
        long lo = min;
        long hi = max;
        for (int i = 0; i < rows; i++) {
            long k = v[i];
            // signed bounds first: the subtraction below then cannot wrap
            idsOut[i] = k >= lo && k <= hi && (nulls == null || nulls[i] == 0) ? t[(int) (k - lo)] - 1 : -1;
        }
    }

    @Override
    int size() {
        return size;
    }

    @Override
    long memoryBytes() {
        return 4L * ids.length;
    }
}
