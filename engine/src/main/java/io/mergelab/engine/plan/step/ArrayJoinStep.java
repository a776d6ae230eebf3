package io.mergelab.engine.plan.step;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.TransformingStep;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.transform.ArrayJoinAction;
import io.mergelab.engine.processor.transform.ArrayJoinTransform;
import java.util.List;

/**
 * {@code ArrayJoin (ARRAY JOIN)}: the clause {@code [LEFT] ARRAY JOIN}; replaces the named array columns of its
 * input by their elements, joined in parallel, with {@code ArrayJoinTransform} per stream.
 */
public final class ArrayJoinStep implements TransformingStep {
    private final PlanStep input;
    private final List<String> columns;
    private final ArrayJoinAction action;
    private final Header header;

    public ArrayJoinStep(PlanStep input, List<String> columns, boolean left) {
        this.input = input;
        this.columns = List.copyOf(columns);
        int[] positions = new int[columns.size()];
        for (int i = 0; i < positions.length; i++) {
            positions[i] = input.header().indexOf(columns.get(i));
            if (positions[i] < 0) {
                throw new MergeLabException(ErrorCode.NOT_FOUND_COLUMN_IN_BLOCK, "Not found column " + columns.get(i)
                        + " in block. There are only columns: " + String.join(", ", input.header().names()));
            }
        }
        this.action = new ArrayJoinAction(positions, left);
        this.header = new Header(input.header().names(), action.outputTypes(input.header().names(),
                input.header().types()));
    }

    @Override
    public PlanStep input() {
        return input;
    }

    @Override
    public String name() {
        return "ArrayJoin";
    }

    @Override
    public String description() {
        return "ARRAY JOIN";
    }

    @Override
    public Header header() {
        return header;
    }

    @Override
    public List<String> actionLines() {
        return List.of((action.left() ? "LEFT " : "") + "ARRAY JOIN " + String.join(", ", columns));
    }

    @Override
    public void transformPipeline(QueryPipelineBuilder pipeline, PipelineContext ctx) {
        pipeline.addSimpleTransform(() -> new ArrayJoinTransform(action));
        pipeline.addTotalsSimpleTransform(() -> new ArrayJoinTransform(action));
    }
}
