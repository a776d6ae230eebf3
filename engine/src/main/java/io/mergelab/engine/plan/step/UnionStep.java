package io.mergelab.engine.plan.step;

import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.MultiInputStep;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.processor.PlanStepRef;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import java.util.List;

/** {@code Union}: UNION ALL, the inputs' streams side by side (their headers already agree). */
public record UnionStep(List<PlanStep> inputs, Header header) implements MultiInputStep {
    public UnionStep {
        inputs = List.copyOf(inputs);
    }

    @Override
    public String name() {
        return "Union";
    }

    @Override
    public String description() {
        return "";
    }

    @Override
    public List<PlanStep> children() {
        return inputs;
    }

    @Override
    public QueryPipelineBuilder unitePipelines(List<QueryPipelineBuilder> pipelines, PlanStepRef self, PipelineContext ctx) {
        QueryPipelineBuilder first = pipelines.get(0);
        for (int i = 1; i < pipelines.size(); i++) {
            first.unite(pipelines.get(i));
        }
        return first;
    }
}
