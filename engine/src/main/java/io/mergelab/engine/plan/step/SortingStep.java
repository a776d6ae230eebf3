package io.mergelab.engine.plan.step;

import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.TransformingStep;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.transform.MergeSortingTransform;
import io.mergelab.engine.processor.transform.MergingSortedTransform;
import io.mergelab.engine.processor.transform.PartialSortingTransform;
import io.mergelab.engine.processor.transform.SortColumn;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * {@code Sorting (Sorting for ORDER BY)}: each stream sorts its chunks, then merges them into one sorted run;
 * several streams are merged into one. {@code limit} (LIMIT + OFFSET, or {@code Long.MAX_VALUE}) caps the rows kept.
 */
public record SortingStep(PlanStep input, List<SortColumn> keys, long limit) implements TransformingStep {
    public SortingStep {
        keys = List.copyOf(keys);
    }

    @Override
    public String name() {
        return "Sorting";
    }

    @Override
    public String description() {
        return "Sorting for ORDER BY";
    }

    @Override
    public Header header() {
        return input.header();
    }

    /** {@code Sort description: a DESC, b ASC}, then {@code Limit n} when the sort keeps only the first n rows. */
    @Override
    public List<String> actionLines() {
        Header h = input.header();
        String description = keys.stream().map(k -> h.names().get(k.index()) + (k.descending() ? " DESC" : " ASC"))
                .collect(Collectors.joining(", "));
        return limit == Long.MAX_VALUE ? List.of("Sort description: " + description)
                : List.of("Sort description: " + description, "Limit " + limit);
    }

    @Override
    public Map<String, Object> actionJson() {
        Header h = input.header();
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("Sort Description", keys.stream().map(k -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("Column", h.names().get(k.index()));
            m.put("Ascending", !k.descending());
            m.put("With Fill", false);
            return m;
        }).toList());
        if (limit != Long.MAX_VALUE) {
            map.put("Limit", limit);
        }
        return map;
    }

    @Override
    public void transformPipeline(QueryPipelineBuilder pipeline, PipelineContext ctx) {
        int blockRows = ctx.maxBlockRows();
        pipeline.addSimpleTransform(() -> new PartialSortingTransform(keys, limit));
        pipeline.addSimpleTransform(() -> new MergeSortingTransform(keys, limit, blockRows));
        if (pipeline.streams() > 1) {
            pipeline.addTransform(new MergingSortedTransform(pipeline.streams(), keys, limit, blockRows));
        }
    }
}
