package io.mergelab.engine.plan.step;

import io.mergelab.engine.expr.ActionNode;
import io.mergelab.engine.expr.ActionsDag;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.TransformingStep;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.transform.ExpressionTransform;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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

    /** The step's expressions over its input columns; an output whose column name differs from its expression's is an ALIAS. */
    public ActionsDag actions() {
        Header in = input.header();
        List<ActionNode> nodes = outputs.stream().map(ExpressionStep::named).toList();
        return ActionsDag.of(in.names(), in.types(), nodes);
    }

    private static ActionNode named(CompiledExpression e) {
        ActionNode node = e.actions();
        return node.name().equals(e.columnName()) ? node : new ActionNode.Alias(e.columnName(), node);
    }

    @Override
    public List<String> actionLines() {
        return actions().describe();
    }

    @Override
    public Map<String, Object> actionJson() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("Expression", actions().toJson());
        return map;
    }

    @Override
    public void transformPipeline(QueryPipelineBuilder pipeline, PipelineContext ctx) {
        pipeline.addSimpleTransform(() -> new ExpressionTransform(outputs));
        pipeline.addTotalsSimpleTransform(() -> new ExpressionTransform(outputs));
    }
}
