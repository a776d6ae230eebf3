package io.mergelab.engine.analyzer;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.plan.QueryPlan;
import java.util.List;

/** Runs a subquery's plan to completion during analysis (the set of {@code IN (SELECT ...)}, scalar subqueries). */
@FunctionalInterface
public interface SubqueryRunner {
    List<Chunk> run(QueryPlan plan);
}
