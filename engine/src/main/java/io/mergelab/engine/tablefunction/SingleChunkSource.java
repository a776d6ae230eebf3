package io.mergelab.engine.tablefunction;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.processor.SourceProcessor;
import io.mergelab.engine.table.ReadCounters;

/** {@code SourceFromSingleChunk}: pushes one prepared chunk, then ends. */
final class SingleChunkSource extends SourceProcessor {
    private Chunk chunk;
    private final ReadCounters counters;

    SingleChunkSource(Chunk chunk, ReadCounters counters) {
        this.chunk = chunk;
        this.counters = counters;
    }

    @Override
    public String name() {
        return "SourceFromSingleChunk";
    }

    @Override
    protected Chunk generate() {
        Chunk c = chunk;
        chunk = null;
        if (c != null) {
            counters.add(c.rows(), c.byteSize());
        }
        return c;
    }
}
