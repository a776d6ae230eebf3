package io.mergelab.engine.interpreter;

import io.mergelab.engine.analyzer.SelectAnalyzer;
import io.mergelab.engine.catalog.Catalog;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.QueryPlan;
import io.mergelab.engine.processor.QueryPipeline;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.system.SystemTables;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/** Plans a query's SELECTs and runs their pipelines on {@code max_threads} workers. */
final class SelectRunner {
    private final QueryContext ctx;
    private final SelectAnalyzer analyzer;

    SelectRunner(Catalog catalog, SystemTables systemTables, Path dataDir, QueryContext ctx) {
        this.ctx = ctx;
        this.analyzer = new SelectAnalyzer(new SourceResolver(catalog, systemTables, dataDir, ctx), this::runToEnd,
                ctx.evaluation(), ctx.settings());
    }

    /** Analyses the query into a plan; the time counts as the query's analysis phase. */
    QueryPlan plan(SelectUnion query) {
        long start = System.nanoTime();
        try {
            return analyzer.analyze(query);
        } finally {
            ctx.addAnalyseNanos(System.nanoTime() - start);
        }
    }

    /** Builds the plan's processors; the time counts as the query's planning phase. */
    private QueryPipeline build(QueryPlan plan, PipelineContext pc) {
        long start = System.nanoTime();
        try {
            return plan.buildPipeline(pc);
        } finally {
            ctx.addPlanNanos(System.nanoTime() - start);
        }
    }

    /** Builds and starts the plan's pipeline; it is recorded as the query's execution. */
    QueryExecution start(QueryPlan plan) {
        PipelineContext pc = new PipelineContext(ctx.settings(), ctx.evaluation(), ctx.readCounters(), ctx::isCancelled, ctx.running().memory());
        QueryPipeline pipeline = build(plan, pc);
        pipeline.start(pc.maxThreads(), ctx.queryId(), ctx::isCancelled);
        QueryExecution execution = new QueryExecution(plan, pipeline);
        ctx.setExecution(execution);
        return execution;
    }

    /** Runs a plan to its end and keeps the result (subqueries: IN sets and scalars). */
    List<Chunk> runToEnd(QueryPlan plan) {
        PipelineContext pc = new PipelineContext(ctx.settings(), ctx.evaluation(), ctx.readCounters(), ctx::isCancelled, ctx.running().memory());
        QueryPipeline pipeline = build(plan, pc);
        pipeline.start(pc.maxThreads(), ctx.queryId(), ctx::isCancelled);
        List<Chunk> out = new ArrayList<>();
        try {
            Iterator<Chunk> it = pipeline.results();
            while (it.hasNext()) {
                out.add(it.next());
            }
        } finally {
            pipeline.cancel();
        }
        return out;
    }
}
