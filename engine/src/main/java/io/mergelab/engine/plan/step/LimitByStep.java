package io.mergelab.engine.plan.step;

import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.TransformingStep;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.transform.LimitByTransform;
import java.util.List;

/** {@code LimitBy}: in one stream, at most {@code limit} rows (after skipping {@code offset}) per key combination. */
public record LimitByStep(PlanStep input, int[] keyColumns, long limit, long offset) implements TransformingStep {
    public LimitByStep {
        keyColumns = keyColumns.clone();
    }

    @Override
    public String name() {
        return "LimitBy";
    }

    @Override
    public String description() {
        return "";
    }

    @Override
    public Header header() {
        return input.header();
    }

    @Override
    public void transformPipeline(QueryPipelineBuilder pipeline, PipelineContext ctx) {
        pipeline.resize(1);
        pipeline.addSimpleTransform(() -> new LimitByTransform(keyColumns, limit, offset));
    }
}
