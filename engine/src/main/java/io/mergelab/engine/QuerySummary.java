package io.mergelab.engine;

import io.mergelab.engine.format.ClientSummary;

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

    /**
     * The lines clickhouse-client prints after a query, byte for byte: a blank line, {@code N rows in set. Elapsed:
     * 0.169 sec. }, from 1000 rows read on the rows and bytes processed with their rates and the peak memory line,
     * then a blank line.
     */
    public String clientSummaryText() {
        return ClientSummary.format(this);
    }
}
