package io.mergelab.engine.plan.step;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.SourceStep;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.transform.TableScanSource;
import io.mergelab.engine.table.ReadCounters;
import java.util.Iterator;

/**
 * Reads a storage that is scanned as one stream (Memory tables, system tables). {@code name} and
 * {@code processorName} are ClickHouse's for that storage, e.g. {@code ReadFromMemoryStorage} with
 * {@code MemorySource}, {@code ReadFromSystemOneBlock} / {@code ReadFromStorage (SystemOne)} with
 * {@code SourceFromSingleChunk}.
 */
public record ReadFromStorage(String name, String description, String processorName, Header header, Scan scan)
        implements SourceStep {

    /** Opens the storage's chunks of the header's columns, counting what is read. */
    @FunctionalInterface
    public interface Scan {
        Iterator<Chunk> open(int maxBlockRows, ReadCounters counters);
    }

    @Override
    public void initializePipeline(QueryPipelineBuilder pipeline, PipelineContext ctx) {
        pipeline.addSource(new TableScanSource(processorName, () -> scan.open(ctx.maxBlockRows(), ctx.readCounters())));
    }
}
