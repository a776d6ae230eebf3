package io.mergelab.profiler.connect;

/**
 * What a finished statement did, as the target reported it (the client summary line's figures): elapsed as the
 * target measured it, rows and bytes read from tables (uncompressed), written, returned, and peak memory.
 */
public record ResultSummary(String queryId, long elapsedNanos, long readRows, long readBytes, long writtenRows,
                            long writtenBytes, long resultRows, long peakMemoryBytes) {
}
