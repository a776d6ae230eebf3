package io.mergelab.sampledata.dataset;

/**
 * Ranks 0 .. n-1 drawn with probability proportional to (rank + 1)^-exponent, by search in the cumulative weights: a
 * uniform draw u in [0, 1) maps to the first rank whose cumulative share exceeds it. A guide table of the first rank
 * of each of up to 2^20 equal slices of [0, 1) narrows the search to a few ranks, so a draw costs about as much over
 * ten million ranks as over ten (the binary search over the whole table missed the cache at every step).
 */
public final class ZipfDistribution {
    private static final int MAX_SLICES = 1 << 20;
    private final double[] cumulative;
    /** guide[s] = the first rank whose cumulative share exceeds s / slices; guide[slices] = n - 1. */
    private final int[] guide;

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
        int slices = Math.min(n, MAX_SLICES);
        guide = new int[slices + 1];
        int rank = 0;
        for (int slice = 0; slice < slices; slice++) {
            double start = slice / (double) slices;
            while (rank < n - 1 && cumulative[rank] <= start) {
                rank++;
            }
            guide[slice] = rank;
        }
        guide[slices] = n - 1;
    }

    public int size() {
        return cumulative.length;
    }

    /** The rank a uniform draw {@code u} in [0, 1) selects. */
    public int rank(double u) {
        int slices = guide.length - 1;
        int slice = Math.min(slices - 1, Math.max(0, (int) (u * slices)));
        int low = guide[slice];
        int high = guide[slice + 1];
        // u * slices may round across a slice border: step back or on to stay exact.
        while (low > 0 && cumulative[low - 1] > u) {
            low--;
        }
        while (high < cumulative.length - 1 && cumulative[high] <= u) {
            high++;
        }
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (cumulative[mid] > u) {
                high = mid;
            } else {
                low = mid + 1;
            }
        }
        return low;
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
