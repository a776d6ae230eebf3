package io.mergelab.engine.interpreter;

import io.mergelab.engine.memory.QueryGuard;
import io.mergelab.engine.analyzer.SelectAnalyzer;
import io.mergelab.engine.catalog.Catalog;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.QueryPlan;
import io.mergelab.engine.processor.QueryPipeline;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.system.SystemTables;
import io.mergelab.engine.tablefunction.ExternalAccess;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.UnaryOperator;
import io.mergelab.engine.analyzer.TableResolver;

/** Plans a query's SELECTs and runs their pipelines on {@code max_threads} workers. */
final class SelectRunner {
    private final QueryContext ctx;
    private final SelectAnalyzer analyzer;

    SelectRunner(Catalog catalog, SystemTables systemTables, Path dataDir, ExternalAccess access, QueryContext ctx) {
        this(catalog, systemTables, dataDir, access, ctx, UnaryOperator.identity());
    }

    /** A runner whose FROM items resolve through {@code resolvers} applied to the catalog's resolver. */
    SelectRunner(Catalog catalog, SystemTables systemTables, Path dataDir, ExternalAccess access, QueryContext ctx,
                 UnaryOperator<TableResolver> resolvers) {
        this.ctx = ctx;
        this.analyzer = new SelectAnalyzer(resolvers.apply(new SourceResolver(catalog, systemTables, dataDir, access, ctx)),
                this::runToEnd, ctx.evaluation(), ctx.settings());
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

    /**
     * Builds the query's processors; the time counts as its planning phase, but for the choice of parts and ranges
     * made meanwhile, which is its index-analysis phase.
     */
    private QueryPipeline build(QueryPlan plan, PipelineContext pc) {
        long start = System.nanoTime();
        long selectionBefore = ctx.readCounters().selectionNanos();
        try {
            return plan.buildPipeline(pc);
        } finally {
            ctx.addPlanNanos(System.nanoTime() - start, ctx.readCounters().selectionNanos() - selectionBefore);
        }
    }

    /** What each pipeline worker does first: it is listed as one of the query's threads and takes its guard. */
    private Runnable workerStart() {
        QueryGuard guard = ctx.guard();
        return () -> {
            ctx.running().recordCurrentThread();
            QueryGuard.install(guard);
        };
    }

    /**
     * Builds and starts the plan's pipeline; it is recorded as the query's execution, which begins here (the
     * QueryStart row is logged before the first processor runs).
     */
    QueryExecution start(QueryPlan plan) {
        PipelineContext pc = ctx.pipelineContext();
        QueryPipeline pipeline = build(plan, pc);
        ctx.markStarted();
        pipeline.start(pc.maxThreads(), ctx.queryId(), ctx::isCancelled, ctx.running().limits()::readingTimeOver,
                ctx.running().memory(),
                workerStart());
        QueryExecution execution = new QueryExecution(plan, pipeline);
        ctx.setExecution(execution);
        return execution;
    }

    /**
     * Runs a plan to its end and keeps the result (subqueries: IN sets and scalars). It runs while the outer query
     * is analysed, so all its time, building included, counts as analysis.
     */
    List<Chunk> runToEnd(QueryPlan plan) {
        PipelineContext pc = ctx.pipelineContext();
        QueryPipeline pipeline = plan.buildPipeline(pc);
        pipeline.start(pc.maxThreads(), ctx.queryId(), ctx::isCancelled, ctx.running().limits()::readingTimeOver,
                ctx.running().memory(),
                workerStart());
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
