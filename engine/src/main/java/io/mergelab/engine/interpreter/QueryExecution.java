package io.mergelab.engine.interpreter;

import io.mergelab.engine.plan.QueryPlan;
import io.mergelab.engine.ProcessorStats;
import io.mergelab.engine.processor.QueryPipeline;
import java.util.List;

/**
 * A SELECT run through a pipeline: the plan it was built from and the pipeline running it. Reached through
 * {@link QueryContext#execution()} by whoever logs or watches the query; {@link #processorStats()} is complete once
 * the query's result was drained or closed.
 */
public record QueryExecution(QueryPlan plan, QueryPipeline pipeline) {

    /** Every processor's measurements (system.processors_profile_log's rows): live while it runs, final once it ended. */
    public List<ProcessorStats> processorStats() {
        return pipeline.stats();
    }
}
