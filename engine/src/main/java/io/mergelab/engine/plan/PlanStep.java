package io.mergelab.engine.plan;

import io.mergelab.engine.IndexStage;
import java.util.List;
import java.util.Map;

/**
 * A node of the immutable query plan. It describes itself — name, description, output header, detail lines —
 * so EXPLAIN PLAN is derived from the plan, never hand-assembled. Steps are definitions: each execution builds
 * fresh processors from them.
 */
public sealed interface PlanStep permits SourceStep, TransformingStep, MultiInputStep {

    /** ClickHouse's step name, e.g. {@code ReadFromMergeTree}, {@code Expression}, {@code Aggregating}. */
    String name();

    /** The text EXPLAIN prints in parentheses after the name, e.g. {@code (Before GROUP BY)}; empty for none. */
    String description();

    Header header();

    List<PlanStep> children();

    /** Extra EXPLAIN lines for {@code actions = 1} (expressions, keys, aggregates); none by default. */
    default List<String> actionLines() {
        return List.of();
    }

    /**
     * The same details for {@code EXPLAIN json = 1, actions = 1}: ClickHouse's keys in order, values strings,
     * numbers, booleans, lists and maps; none by default.
     */
    default Map<String, Object> actionJson() {
        return Map.of();
    }

    /** The funnel of index analysis a read prints under {@code indexes = 1}, stage by stage; none by default. */
    default List<IndexStage> indexStages() {
        return List.of();
    }
}
