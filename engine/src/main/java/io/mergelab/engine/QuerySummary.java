package io.mergelab.engine;

/**
 * What a finished query did, as the client summary line and {@code system.query_log} report it.
 * Rows and bytes read count data read from tables and table functions; peak memory is the query's tracker peak.
 */
public record QuerySummary(
        String queryId,
        long readRows,
        long readBytes,
        long writtenRows,
        long writtenBytes,
        long resultRows,
        long elapsedNanos,
        long peakMemoryBytes) {
}
