package io.mergelab.engine.plan.step;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.ActionNode;
import io.mergelab.engine.expr.ActionsDag;
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
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code Filter (WHERE)} / {@code (HAVING)} / {@code (PREWHERE)}: keeps the rows where the condition is true. */
public record FilterStep(PlanStep input, String description, CompiledExpression condition) implements TransformingStep {
    public FilterStep {
        requireFilterType(condition);
    }

    /** Fails with ILLEGAL_TYPE_OF_COLUMN_FOR_FILTER unless the condition is an integer or Bool (maybe Nullable). */
    public static void requireFilterType(CompiledExpression condition) {
        if (!isFilterType(condition)) {
            throw new MergeLabException(ErrorCode.ILLEGAL_TYPE_OF_COLUMN_FOR_FILTER, "Illegal type " + condition.type().name()
                    + " of column " + condition.columnName() + " for filter. Must be UInt8 or Nullable(UInt8)");
        }
    }

    /** True when the condition is an integer or Bool (maybe Nullable or LowCardinality), or NULL. */
    public static boolean isFilterType(CompiledExpression condition) {
        DataType t = condition.type().unwrapLowCardinality();
        if (t instanceof NullableType n) {
            t = n.nested().unwrapLowCardinality();
        }
        return t instanceof IntegerType || t instanceof BoolType || t instanceof NothingType;
    }

    @Override
    public String name() {
        return "Filter";
    }

    @Override
    public Header header() {
        return input.header();
    }

    /** The condition's column as the filter names it (ClickHouse's analyzer name). */
    public String filterColumn() {
        return condition.actions().name();
    }

    /** False when the condition is an input column, which then stays in the output. */
    public boolean removesFilterColumn() {
        return !(condition.actions() instanceof ActionNode.Input);
    }

    /** The condition first, then every input column passed through (the condition's column is dropped after filtering). */
    public ActionsDag actions() {
        Header in = input.header();
        List<ActionNode> outputs = new ArrayList<>();
        if (removesFilterColumn()) {
            outputs.add(condition.actions());
        }
        for (int i = 0; i < in.size(); i++) {
            outputs.add(new ActionNode.Input(in.names().get(i), in.types().get(i)));
        }
        return ActionsDag.of(in.names(), in.types(), outputs);
    }

    @Override
    public List<String> actionLines() {
        List<String> lines = new ArrayList<>();
        lines.add("Filter column: " + filterColumn() + (removesFilterColumn() ? " (removed)" : ""));
        lines.addAll(actions().describe());
        return lines;
    }

    @Override
    public Map<String, Object> actionJson() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("Filter Column", filterColumn());
        map.put("Removes Filter", removesFilterColumn());
        map.put("Expression", actions().toJson());
        return map;
    }

    @Override
    public void transformPipeline(QueryPipelineBuilder pipeline, PipelineContext ctx) {
        ReadFromMergeTree read = conditionOf();
        pipeline.addSimpleTransform(() -> new FilterTransform(condition, read));
    }

    /**
     * The MergeTree read whose PREWHERE / WHERE condition this filter applies, when it sits on that read with only
     * such filters between (its rows then tell the query condition cache which granules cannot match); else null.
     */
    ReadFromMergeTree conditionOf() {
        boolean prewhere = description.equals("PREWHERE");
        if (!prewhere && !description.equals("WHERE")) {
            return null;
        }
        PlanStep below = input;
        while (below instanceof FilterStep f && (f.description.equals("PREWHERE") || f.description.equals("WHERE"))) {
            below = f.input;
        }
        if (below instanceof ReadFromMergeTree read
                && (prewhere ? read.conditions().prewhere() : read.conditions().where()).isPresent()) {
            return read;
        }
        return null;
    }
}
