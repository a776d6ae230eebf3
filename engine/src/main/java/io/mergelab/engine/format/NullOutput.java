package io.mergelab.engine.format;

import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.type.DataType;
import java.util.List;

/** The Null format: consumes the result and writes nothing (for timing queries without output cost). */
final class NullOutput implements OutputFormat {
    @Override
    public void writeHeader(List<String> names, List<DataType> types) {
        // Nothing to write.
    }

    @Override
    public void writeChunk(Chunk chunk) {
        // Nothing to write.
    }

    @Override
    public void finish(QuerySummary summary) {
        // Nothing to write.
    }
}
