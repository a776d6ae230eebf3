package io.mergelab.engine.plan.step;

import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.SourceStep;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.transform.LazyMaterializingRows;
import io.mergelab.engine.processor.transform.LazyReadFromMergeTreeSource;
import java.util.List;

/**
 * The lazy branch of lazy materialization: reads {@code header}'s columns of a MergeTree table for only the rows
 * the main branch kept, from the main read's parts snapshot (shared through {@code rows}).
 */
public record LazilyReadFromMergeTree(String database, String table, Header header, LazyMaterializingRows rows)
        implements SourceStep {
    @Override
    public String name() {
        return "LazilyReadFromMergeTree";
    }

    @Override
    public String description() {
        return database + "." + table;
    }

    @Override
    public List<String> actionLines() {
        return List.of("Lazily read columns: " + String.join(", ", header.names()));
    }

    @Override
    public void initializePipeline(QueryPipelineBuilder pipeline, PipelineContext ctx) {
        pipeline.addSource(new LazyReadFromMergeTreeSource(rows, header.names(), ctx.readCounters()));
    }
}
