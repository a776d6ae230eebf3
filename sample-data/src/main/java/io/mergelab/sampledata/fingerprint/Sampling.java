package io.mergelab.sampledata.fingerprint;

/**
 * When and how the sortedness pass samples: a table of more than {@code thresholdRows} rows is read in storage order
 * up to the end of its last window, and only the pairs inside {@code windows} windows of {@code windowRows} rows,
 * starting at rows 0, n/w, 2n/w, ... of the n rows, are counted. The windows depend only on the row count, so the
 * sample is the same on every run over the same table.
 */
public record Sampling(long thresholdRows, int windows, long windowRows) {
    /** Above 2 M rows, four windows of 500,000 rows: 2 M rows compared. */
    public static final Sampling DEFAULT = new Sampling(2_000_000, 4, 500_000);

    public Sampling {
        if (thresholdRows < 0 || windows < 1 || windowRows < 2) {
            throw new IllegalArgumentException("sampling needs thresholdRows >= 0, windows >= 1 and windowRows >= 2");
        }
    }

    /** The first row of each window for a table of {@code rows} rows: the whole table when it is small. */
    long[] windowStarts(long rows) {
        if (rows <= thresholdRows) {
            return new long[] {0};
        }
        long[] starts = new long[windows];
        for (int w = 0; w < windows; w++) {
            starts[w] = rows / windows * w + rows % windows * w / windows;
        }
        return starts;
    }

    /** The rows of each window for a table of {@code rows} rows; windows never overlap. */
    long windowLength(long rows) {
        return rows <= thresholdRows ? Long.MAX_VALUE : Math.max(1, Math.min(windowRows, rows / windows));
    }
}
