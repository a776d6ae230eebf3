package io.mergelab.engine.plan.step;

import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.TransformingStep;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.transform.ArrayJoinAction;
import io.mergelab.engine.processor.transform.ArrayJoinExpressionTransform;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code Expression (<description>)} whose actions end in the function {@code arrayJoin}: computes the outputs,
 * then turns column {@code joinedColumn} (the arrayJoin argument) into one row per element. As in ClickHouse it
 * is an Expression step run by ExpressionTransform.
 */
public final class ArrayJoinExpressionStep implements TransformingStep {
    private final PlanStep input;
    private final String description;
    private final List<CompiledExpression> outputs;
    private final String joinedColumn;
    private final ArrayJoinAction action;
    private final Header header;

    public ArrayJoinExpressionStep(PlanStep input, String description, List<CompiledExpression> outputs,
                                   String joinedColumn) {
        this.input = input;
        this.description = description;
        this.outputs = List.copyOf(outputs);
        this.joinedColumn = joinedColumn;
        Header computed = new Header(outputs.stream().map(CompiledExpression::columnName).toList(),
                outputs.stream().map(CompiledExpression::type).toList());
        this.action = new ArrayJoinAction(new int[] {computed.indexOf(joinedColumn)}, false);
        this.header = new Header(computed.names(), action.outputTypes(computed.names(), computed.types()));
    }

    @Override
    public PlanStep input() {
        return input;
    }

    @Override
    public String name() {
        return "Expression";
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public Header header() {
        return header;
    }

    @Override
    public List<String> actionLines() {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < header.size(); i++) {
            lines.add("Output: " + header.names().get(i) + " " + header.types().get(i).name());
        }
        lines.add("ARRAY JOIN " + joinedColumn);
        return lines;
    }

    @Override
    public void transformPipeline(QueryPipelineBuilder pipeline, PipelineContext ctx) {
        pipeline.addSimpleTransform(() -> new ArrayJoinExpressionTransform(outputs, action));
        pipeline.addTotalsSimpleTransform(() -> new ArrayJoinExpressionTransform(outputs, action));
    }
}
