package io.mergelab.engine.plan.step;

import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.TransformingStep;
import io.mergelab.engine.processor.LimitTransform;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code Limit}: the streams are joined into one and a {@link LimitTransform} skips {@code offset} rows and
 * passes {@code limit}; once satisfied it closes its input and the sources stop reading.
 */
public record LimitStep(PlanStep input, String description, long limit, long offset) implements TransformingStep {

    @Override
    public String name() {
        return "Limit";
    }

    @Override
    public Header header() {
        return input.header();
    }

    @Override
    public List<String> actionLines() {
        return List.of("Limit " + limit, "Offset " + offset);
    }

    @Override
    public Map<String, Object> actionJson() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("Limit", limit);
        map.put("Offset", offset);
        map.put("With Ties", false);
        map.put("Reads All Data", false);
        return map;
    }

    @Override
    public void transformPipeline(QueryPipelineBuilder pipeline, PipelineContext ctx) {
        pipeline.resize(1);
        pipeline.addSimpleTransform(() -> new LimitTransform(limit, offset));
    }
}
