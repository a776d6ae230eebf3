package io.mergelab.engine.index.skip.bloom;

/**
 * Bits per distinct value and number of hash functions a {@code bloom_filter(fpr)} index uses, chosen as ClickHouse
 * chooses them: the fewest bits per value (2..19) whose best number of hashes reaches the false-positive rate, then
 * the fewest hashes (at least 2) that still reach it at that size; a rate of 0.283 or more gets (2, 2), one no size
 * reaches gets (19, 13). As in ClickHouse, a size where even one hash would do is passed over, so rates in
 * [0.221, 0.237) also end at (19, 13). Rates are the textbook {@code (1 - e^(-k/b))^k} rounded to three significant
 * digits, the precision of the table ClickHouse compares against. {@code bloom_filter(0.025)} gives (8, 4),
 * {@code bloom_filter(0.0001)} (19, 13).
 */
public record BloomFilterSizing(int bitsPerRow, int hashes) {
    private static final int MAX_BITS_PER_ROW = 19;
    private static final int MAX_HASHES = 14;

    public static BloomFilterSizing forFalsePositiveRate(double fpr) {
        if (fpr >= 0.283) {
            return new BloomFilterSizing(2, 2);
        }
        for (int bits = 2; bits <= MAX_BITS_PER_ROW; bits++) {
            int best = bestHashes(bits);
            if (rate(bits, best) <= fpr) {
                for (int k = best; k >= 1; k--) {
                    if (rate(bits, k) > fpr) {
                        return new BloomFilterSizing(bits, k + 1);
                    }
                }
            }
        }
        return new BloomFilterSizing(MAX_BITS_PER_ROW, bestHashes(MAX_BITS_PER_ROW));
    }

    /** The number of hashes with the lowest rate at {@code bits} bits per value (the first, on a tie). */
    private static int bestHashes(int bits) {
        int best = 1;
        for (int k = 2; k <= MAX_HASHES; k++) {
            if (rate(bits, k) < rate(bits, best)) {
                best = k;
            }
        }
        return best;
    }

    /** The expected false-positive rate with {@code bits} bits per value and {@code k} hashes. */
    static double rate(int bits, int k) {
        double exact = Math.pow(1 - Math.exp(-(double) k / bits), k);
        double scale = Math.pow(10, 2 - Math.floor(Math.log10(exact)));
        return Math.round(exact * scale) / scale;
    }
}
