package io.mergelab.engine.plan;

import io.mergelab.engine.processor.QueryPipelineBuilder;
import java.util.List;

/** A step that reads: starts the pipeline with its source processors. */
public non-sealed interface SourceStep extends PlanStep {

    void initializePipeline(QueryPipelineBuilder pipeline, PipelineContext ctx);

    @Override
    default List<PlanStep> children() {
        return List.of();
    }
}
