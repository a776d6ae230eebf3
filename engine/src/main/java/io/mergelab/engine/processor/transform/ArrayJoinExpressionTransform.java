package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.processor.SimpleTransform;
import java.util.List;

/**
 * Expression actions that end in the function arrayJoin: computes the output columns, then replaces the arrayJoin
 * argument's column by its elements, one row each. ClickHouse runs arrayJoin inside its expression actions, so
 * this processor is named ExpressionTransform as there.
 */
public final class ArrayJoinExpressionTransform extends SimpleTransform {
    private final List<CompiledExpression> outputs;
    private final ArrayJoinAction arrayJoin;

    public ArrayJoinExpressionTransform(List<CompiledExpression> outputs, ArrayJoinAction arrayJoin) {
        this.outputs = List.copyOf(outputs);
        this.arrayJoin = arrayJoin;
    }

    @Override
    public String name() {
        return "ExpressionTransform";
    }

    @Override
    protected Chunk transform(Chunk chunk) {
        return arrayJoin.apply(ExpressionTransform.evaluate(outputs, chunk));
    }
}
