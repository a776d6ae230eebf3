package io.mergelab.engine.plan.step;

import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.TransformingStep;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.transform.DistinctTransform;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** {@code Distinct}: one stream keeps the first row of each distinct combination of the key columns. */
public record DistinctStep(PlanStep input, int[] keyColumns) implements TransformingStep {
    public DistinctStep {
        keyColumns = keyColumns.clone();
    }

    @Override
    public String name() {
        return "Distinct";
    }

    @Override
    public String description() {
        return "DISTINCT";
    }

    @Override
    public Header header() {
        return input.header();
    }

    private List<String> columns() {
        Header h = input.header();
        return Arrays.stream(keyColumns).mapToObj(h.names()::get).toList();
    }

    @Override
    public List<String> actionLines() {
        return List.of("Columns: " + String.join(", ", columns()));
    }

    @Override
    public Map<String, Object> actionJson() {
        return Map.of("Columns", columns());
    }

    @Override
    public void transformPipeline(QueryPipelineBuilder pipeline, PipelineContext ctx) {
        pipeline.resize(1);
        pipeline.addSimpleTransform(() -> new DistinctTransform(keyColumns));
    }
}
