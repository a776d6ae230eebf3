package io.mergelab.engine;

import java.util.List;

/**
 * A SELECT's plan explained three ways from one analysis, each the text the statement gives (its rows joined by
 * newlines): {@code EXPLAIN PLAN indexes = 1}, {@code EXPLAIN PLAN indexes = 1, actions = 1, json = 1} and
 * {@code EXPLAIN PIPELINE}. What a profiler keeps of a plan, without planning and analysing indexes three times.
 * {@code indexFunnels} are the {@code Indexes} of the json text's {@code ReadFromMergeTree} nodes, in the text's
 * order (a node before the plans under it), so a reader need not parse the text for them.
 */
public record PlanExplains(String plan, String planJson, String pipeline, List<IndexFunnel> indexFunnels) {
    public PlanExplains {
        indexFunnels = List.copyOf(indexFunnels);
    }
}
