package io.mergelab.engine.aggregate;

/** Sums of {@code long} arrays for the keyless aggregates, wrapping on overflow as ClickHouse's integer sums do. */
final class LongSums {
    private LongSums() {
    }

    /**
     * The sum of {@code values[0, rows)}. Four running sums instead of one: each addition no longer waits for the
     * previous, so the loop goes at the speed of the loads (integer addition wraps the same in any order).
     */
    static long sum(long[] values, int rows) {
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
