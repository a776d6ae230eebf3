package io.mergelab.sampledata.dataset;

import java.util.Arrays;

/**
 * Ranks 0 .. n-1 drawn with probability proportional to (rank + 1)^-exponent, by binary search in the cumulative
 * weights: a uniform draw u in [0, 1) maps to the first rank whose cumulative share exceeds it.
 */
public final class ZipfDistribution {
    private final double[] cumulative;

    public ZipfDistribution(int n, double exponent) {
        if (n < 1) {
            throw new IllegalArgumentException("Zipf over " + n + " ranks");
        }
        cumulative = new double[n];
        double sum = 0;
        for (int rank = 0; rank < n; rank++) {
            sum += Math.pow(rank + 1, -exponent);
            cumulative[rank] = sum;
        }
        for (int rank = 0; rank < n; rank++) {
            cumulative[rank] /= sum;
        }
    }

    public int size() {
        return cumulative.length;
    }

    /** The rank a uniform draw {@code u} in [0, 1) selects. */
    public int rank(double u) {
        int i = Arrays.binarySearch(cumulative, u);
        return Math.min(cumulative.length - 1, i >= 0 ? i + 1 : -i - 1);
    }

    /** The expected share of all draws that fall on the {@code top} most frequent ranks. */
    public double shareOfTop(int top) {
        return top <= 0 ? 0 : cumulative[Math.min(top, cumulative.length) - 1];
    }

    /** The expected share of draws of one rank. */
    public double shareOf(int rank) {
        return cumulative[rank] - (rank == 0 ? 0 : cumulative[rank - 1]);
    }
}
