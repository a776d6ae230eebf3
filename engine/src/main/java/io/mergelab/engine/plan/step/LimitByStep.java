package io.mergelab.engine.plan.step;

import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.TransformingStep;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.transform.LimitByTransform;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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

    private List<String> columns() {
        Header h = input.header();
        return Arrays.stream(keyColumns).mapToObj(h.names()::get).toList();
    }

    /** {@code Columns: a, b}, {@code Length n}, {@code Offset m}, as ClickHouse prints LIMIT BY. */
    @Override
    public List<String> actionLines() {
        return List.of("Columns: " + String.join(", ", columns()), "Length " + limit, "Offset " + offset);
    }

    @Override
    public Map<String, Object> actionJson() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("Columns", columns());
        map.put("Length", limit);
        map.put("Offset", offset);
        return map;
    }

    @Override
    public void transformPipeline(QueryPipelineBuilder pipeline, PipelineContext ctx) {
        pipeline.resize(1);
        pipeline.addSimpleTransform(() -> new LimitByTransform(keyColumns, limit, offset));
    }
}
