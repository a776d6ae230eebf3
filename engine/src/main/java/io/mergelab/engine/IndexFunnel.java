package io.mergelab.engine;

import java.util.List;

/**
 * The index analysis funnel of one MergeTree read of a query, for the query's profile: which table was read and
 * the stages that narrowed its parts and granules, as the pipeline's selection recorded them.
 */
public record IndexFunnel(String database, String table, List<IndexStage> stages) {
    public IndexFunnel {
        stages = List.copyOf(stages);
    }
}
