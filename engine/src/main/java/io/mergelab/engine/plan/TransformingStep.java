package io.mergelab.engine.plan;

import io.mergelab.engine.processor.QueryPipelineBuilder;
import java.util.List;

/** A step over one input: extends the pipeline its child built. */
public non-sealed interface TransformingStep extends PlanStep {

    PlanStep input();

    void transformPipeline(QueryPipelineBuilder pipeline, PipelineContext ctx);

    @Override
    default List<PlanStep> children() {
        return List.of(input());
    }
}
