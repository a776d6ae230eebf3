package io.mergelab.engine.format;

import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.type.DataType;
import java.util.List;

/**
 * Writes a result set in a text format: {@link #writeHeader} once, {@link #writeChunk} per block, then
 * {@link #finish} once, which writes any trailer and flushes (but does not close) the stream.
 */
public interface OutputFormat {
    void writeHeader(List<String> names, List<DataType> types);

    void writeChunk(Chunk chunk);

    /** Ends the output; JSON writes its "statistics" from {@code summary}, other formats ignore it. */
    void finish(QuerySummary summary);
}
