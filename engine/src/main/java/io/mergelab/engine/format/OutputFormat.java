package io.mergelab.engine.format;

import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.type.DataType;
import java.util.List;

/**
 * Writes a result set in a text format: {@link #writeHeader} once, {@link #writeChunk} per block, the totals row
 * of a WITH TOTALS query with {@link #writeTotals}, then {@link #finish} once, which writes any trailer and flushes
 * (but does not close) the stream.
 */
public interface OutputFormat {
    void writeHeader(List<String> names, List<DataType> types);

    void writeChunk(Chunk chunk);

    /**
     * The totals row (one row, the result's columns), after the last chunk. As in ClickHouse, formats without a
     * place for it (JSONEachRow, Null) ignore it.
     */
    default void writeTotals(Chunk totals) {
    }

    /** Ends the output; JSON writes its "statistics" from {@code summary}, other formats ignore it. */
    void finish(QuerySummary summary);
}
