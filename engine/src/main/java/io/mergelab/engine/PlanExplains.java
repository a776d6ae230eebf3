package io.mergelab.engine;

/**
 * A SELECT's plan explained three ways from one analysis, each the text the statement gives (its rows joined by
 * newlines): {@code EXPLAIN PLAN indexes = 1}, {@code EXPLAIN PLAN indexes = 1, actions = 1, json = 1} and
 * {@code EXPLAIN PIPELINE}. What a profiler keeps of a plan, without planning and analysing indexes three times.
 */
public record PlanExplains(String plan, String planJson, String pipeline) {
}
