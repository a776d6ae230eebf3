package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.processor.SourceProcessor;

/** A source with no rows: gives a stream to steps that must run on empty input (count() of nothing is 0). */
public final class NullSource extends SourceProcessor {
    @Override
    public String name() {
        return "NullSource";
    }

    @Override
    protected Chunk generate() {
        return null;
    }
}
