package io.mergelab.engine.plan.step;

import io.mergelab.engine.IndexStage;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.SourceStep;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@link ReadFromMergeTree} of integer columns whose streams output one row of {@link BlockTotals} per block
 * instead of the block's rows: for a keyless aggregation that needs no more of each block (its rows, the sums, least
 * and greatest values of its columns), totalled from the values as stored. The parts, ranges and streams are the
 * read's own; EXPLAIN shows the read with a {@code Block totals:} line.
 */
public record ReadTotalsFromMergeTree(ReadFromMergeTree read, BlockTotals totals) implements SourceStep {

    @Override
    public String name() {
        return read.name();
    }

    @Override
    public String description() {
        return read.description();
    }

    @Override
    public Header header() {
        return totals.header();
    }

    @Override
    public List<String> actionLines() {
        List<String> lines = new ArrayList<>(read.actionLines());
        lines.add("Block totals: " + String.join(", ", totals.header().names()));
        return lines;
    }

    @Override
    public Map<String, Object> actionJson() {
        Map<String, Object> map = new LinkedHashMap<>(read.actionJson());
        map.put("Block totals", totals.header().names());
        return map;
    }

    @Override
    public List<IndexStage> indexStages() {
        return read.indexStages();
    }

    @Override
    public void initializePipeline(QueryPipelineBuilder pipeline, PipelineContext ctx) {
        read.initializePipeline(pipeline, ctx, totals);
    }
}
