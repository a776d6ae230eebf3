package io.mergelab.engine.plan;

import io.mergelab.engine.processor.PlanStepRef;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import java.util.List;

/** A step over several inputs (UNION ALL, JOIN): unites the pipelines its children built into one. */
public non-sealed interface MultiInputStep extends PlanStep {

    /** Unites the children's pipelines; processors it adds must be tagged with {@code self}. */
    QueryPipelineBuilder unitePipelines(List<QueryPipelineBuilder> inputs, PlanStepRef self, PipelineContext ctx);
}
