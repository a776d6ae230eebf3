package io.mergelab.engine.plan.step;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.index.ReadConditions;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.SourceStep;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.transform.TableScanSource;
import io.mergelab.engine.table.ReadCounters;
import java.util.Iterator;
import java.util.Optional;

/**
 * Reads a system table as one stream: {@code ReadFromSystemOneBlock}, or {@code ReadFromStorage (SystemOne)} for
 * {@code system.one}, with ClickHouse's {@code SourceFromSingleChunk}. Told the query's conditions
 * ({@link #withConditions}), it hands them to the table, which may skip what they rule out before making its rows
 * (system.parts opens no parts of tables that cannot pass), as ClickHouse's system.parts filters its tables first. The
 * conditions are still applied above the read.
 */
public record ReadFromSystemTable(String name, String description, Header header, Scan scan,
                                  Optional<ReadConditions> conditions) implements SourceStep {

    /** Opens the table's chunks of the header's columns for rows that may satisfy {@code conditions}, counting them. */
    @FunctionalInterface
    public interface Scan {
        Iterator<Chunk> open(Optional<ReadConditions> conditions, ReadCounters counters);
    }

    public ReadFromSystemTable(String name, String description, Header header, Scan scan) {
        this(name, description, header, scan, Optional.empty());
    }

    /** The same read for a query that keeps only rows where {@code conditions} hold. */
    public ReadFromSystemTable withConditions(ReadConditions conditions) {
        return new ReadFromSystemTable(name, description, header, scan, Optional.of(conditions));
    }

    @Override
    public void initializePipeline(QueryPipelineBuilder pipeline, PipelineContext ctx) {
        pipeline.addSource(new TableScanSource("SourceFromSingleChunk", () -> scan.open(conditions, ctx.readCounters())));
    }
}
