package io.mergelab.engine;

/**
 * What a finished query did, as the client summary line and {@code system.query_log} report it.
 * Rows and bytes read count data read from tables (uncompressed). Until the per-query memory tracker arrives,
 * {@code peakMemoryBytes} is the size of the largest block the query read or returned.
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
