package io.mergelab.engine.processor;

import io.mergelab.engine.column.Chunk;

/** Consumes and drops a stream nobody reads, such as totals a later step cannot carry (ClickHouse's NullSink). */
public final class NullSink extends SinkProcessor {
    @Override
    public String name() {
        return "NullSink";
    }

    @Override
    protected void consume(Chunk chunk) {
        // Dropped on purpose.
    }
}
