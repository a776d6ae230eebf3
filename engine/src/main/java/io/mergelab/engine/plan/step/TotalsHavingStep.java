package io.mergelab.engine.plan.step;

import io.mergelab.engine.aggregate.ManyAggregatedData;
import io.mergelab.engine.aggregate.TotalsMode;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.TransformingStep;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.transform.TotalsHavingTransform;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code TotalsHaving}: GROUP BY ... WITH TOTALS over a non-final Aggregating step. One
 * {@code TotalsHavingTransform} merges the partial states, applies HAVING (which, as in ClickHouse, runs here
 * rather than in a Filter step) and opens the pipeline's totals stream; then {@code Resize 1 → max_threads}.
 * Header: the Aggregating step's.
 */
public record TotalsHavingStep(AggregatingStep input, Optional<CompiledExpression> having, TotalsMode mode)
        implements TransformingStep {
    public TotalsHavingStep {
        if (input.isFinal()) {
            throw new IllegalArgumentException("TotalsHaving needs a non-final Aggregating step");
        }
        having.ifPresent(h -> FilterStep.requireFilterType(h));
    }

    @Override
    public String name() {
        return "TotalsHaving";
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
    public List<String> actionLines() {
        List<String> lines = new ArrayList<>();
        having.ifPresent(h -> lines.add("Filter column: " + h.columnName()));
        lines.add("Mode: " + mode.settingValue());
        return lines;
    }

    @Override
    public void transformPipeline(QueryPipelineBuilder pipeline, PipelineContext ctx) {
        ManyAggregatedData partials = pipeline.takeOver(ManyAggregatedData.class);
        pipeline.addTotalsHavingTransform(new TotalsHavingTransform(input.params(), partials, having, mode,
                ctx.maxBlockRows()));
        pipeline.resize(ctx.maxThreads());
    }
}
