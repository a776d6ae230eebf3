package io.mergelab.engine.column;

/** Sums of {@code long} arrays (keyless aggregates, block totals), wrapping as ClickHouse's integer sums do. */
public final class LongSums {
    private LongSums() {
    }

    /**
     * The sum of {@code values[0, rows)}. Four running sums instead of one: each addition no longer waits for the
     * previous, so the loop goes at the speed of the loads (integer addition wraps the same in any order).
     */
    public static long sum(long[] values, int rows) {
        long a = 0;
        long b = 0;
        long c = 0;
        long d = 0;
        int i = 0;
        for (; i + 3 < rows; i += 4) {
            a += values[i];
            b += values[i + 1];
            c += values[i + 2];
            d += values[i + 3];
        }
        for (; i < rows; i++) {
            a += values[i];
        }
        return a + b + c + d;
    }
}
