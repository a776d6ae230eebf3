package io.mergelab.engine.column;

import java.util.Arrays;

/**
 * Stable LSD radix passes over unsigned 64-bit keys, a byte per pass, carrying row numbers along; passes where every
 * row has the same byte are skipped. Sorting by one key after another, last key first, sorts by all of them: the
 * passes are stable, so each key keeps the order of the keys after it among its ties.
 */
final class RadixPasses {
    private final int rows;
    private final int[] counts = new int[256];
    private long[] keys;
    private long[] keysOut;
    private int[] perm;
    private int[] permOut;

    /** Starts from the identity permutation of {@code rows} rows. */
    RadixPasses(int rows) {
        this.rows = rows;
        keys = new long[rows];
        keysOut = new long[rows];
        perm = new int[rows];
        permOut = new int[rows];
        for (int i = 0; i < rows; i++) {
            perm[i] = i;
        }
    }

    /**
     * Reorders the permutation stably by {@code values[row] ^ flip} read as unsigned (a flip of the sign bit makes
     * signed values order as unsigned ones).
     */
    void sortBy(long[] values, long flip) {
        for (int i = 0; i < rows; i++) {
            keys[i] = values[perm[i]] ^ flip;
        }
        for (int shift = 0; shift < 64; shift += 8) {
            Arrays.fill(counts, 0);
            for (int i = 0; i < rows; i++) {
                counts[(int) (keys[i] >>> shift) & 0xFF]++;
            }
            if (counts[(int) (keys[0] >>> shift) & 0xFF] == rows) {
                continue;
            }
            int sum = 0;
            for (int b = 0; b < 256; b++) {
                int c = counts[b];
                counts[b] = sum;
                sum += c;
            }
            for (int i = 0; i < rows; i++) {
                int at = counts[(int) (keys[i] >>> shift) & 0xFF]++;
                keysOut[at] = keys[i];
                permOut[at] = perm[i];
            }
            long[] k = keys;
            keys = keysOut;
            keysOut = k;
            int[] p = perm;
            perm = permOut;
            permOut = p;
        }
    }

    /** The row numbers in sorted order. */
    int[] permutation() {
        return perm;
    }
}
