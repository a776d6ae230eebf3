package io.mergelab.engine.plan.step;

import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.TransformingStep;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.transform.ExpressionTransform;
import java.util.List;

/**
 * {@code Expression (<description>)}: computes the output columns from the input header, one compiled
 * expression per output column (pass-through columns are expressions too).
 */
public record ExpressionStep(PlanStep input, String description, List<CompiledExpression> outputs)
        implements TransformingStep {
    public ExpressionStep {
        outputs = List.copyOf(outputs);
    }

    @Override
    public String name() {
        return "Expression";
    }

    @Override
    public Header header() {
        return new Header(outputs.stream().map(CompiledExpression::columnName).toList(),
                outputs.stream().map(CompiledExpression::type).toList());
    }

    @Override
    public List<String> actionLines() {
        return outputs.stream().map(e -> "Output: " + e.columnName() + " " + e.type().name()).toList();
    }

    @Override
    public void transformPipeline(QueryPipelineBuilder pipeline, PipelineContext ctx) {
        pipeline.addSimpleTransform(() -> new ExpressionTransform(outputs));
        pipeline.addTotalsSimpleTransform(() -> new ExpressionTransform(outputs));
    }
}
