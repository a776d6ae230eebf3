package io.mergelab.engine.plan.step;

import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.TransformingStep;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.transform.FilterTransform;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.NothingType;
import io.mergelab.engine.type.NullableType;
import java.util.List;

/** {@code Filter (WHERE)} / {@code (HAVING)} / {@code (PREWHERE)}: keeps the rows where the condition is true. */
public record FilterStep(PlanStep input, String description, CompiledExpression condition) implements TransformingStep {
    public FilterStep {
        requireFilterType(condition);
    }

    /** Fails with ILLEGAL_TYPE_OF_COLUMN_FOR_FILTER unless the condition is an integer or Bool (maybe Nullable). */
    public static void requireFilterType(CompiledExpression condition) {
        DataType t = condition.type().unwrapLowCardinality();
        if (t instanceof NullableType n) {
            t = n.nested().unwrapLowCardinality();
        }
        if (!(t instanceof IntegerType || t instanceof BoolType || t instanceof NothingType)) {
            throw new MergeLabException(ErrorCode.ILLEGAL_TYPE_OF_COLUMN_FOR_FILTER, "Illegal type " + condition.type().name()
                    + " of column " + condition.columnName() + " for filter. Must be UInt8 or Nullable(UInt8)");
        }
    }

    @Override
    public String name() {
        return "Filter";
    }

    @Override
    public Header header() {
        return input.header();
    }

    @Override
    public List<String> actionLines() {
        return List.of("Filter column: " + condition.columnName());
    }

    @Override
    public void transformPipeline(QueryPipelineBuilder pipeline, PipelineContext ctx) {
        pipeline.addSimpleTransform(() -> new FilterTransform(condition));
    }
}
