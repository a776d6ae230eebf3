package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.processor.SourceProcessor;
import java.util.Iterator;
import java.util.function.Supplier;

/**
 * A source over a storage's own chunk iterator, opened on first use (a Memory table's blocks, a system
 * table's rows, nothing at all). {@code name} is ClickHouse's processor name for that storage:
 * {@code MemorySource}, {@code SourceFromSingleChunk}, {@code NullSource}.
 */
public final class TableScanSource extends SourceProcessor {
    private final String name;
    private final Supplier<Iterator<Chunk>> open;
    private Iterator<Chunk> chunks;

    public TableScanSource(String name, Supplier<Iterator<Chunk>> open) {
        this.name = name;
        this.open = open;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    protected Chunk generate() {
        if (chunks == null) {
            chunks = open.get();
        }
        return chunks.hasNext() ? chunks.next() : null;
    }
}
