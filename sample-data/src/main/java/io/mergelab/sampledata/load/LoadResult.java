package io.mergelab.sampledata.load;

/**
 * What a load or export did: rows and blocks completed, wall time, and whether it was cancelled before the end
 * (then only whole blocks are in the target).
 */
public record LoadResult(long rows, int blocks, long elapsedNanos, boolean cancelled) {

    public double rowsPerSecond() {
        return elapsedNanos == 0 ? 0 : rows * 1e9 / elapsedNanos;
    }
}
