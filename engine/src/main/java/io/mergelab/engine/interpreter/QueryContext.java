package io.mergelab.engine.interpreter;

import io.mergelab.engine.memory.QueryGuard;
import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.PhaseTimings;
import io.mergelab.engine.QueryListener;
import io.mergelab.engine.QueryProfile;
import io.mergelab.engine.querylog.RunningQuery;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.table.ReadCounters;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.LongAdder;

/** Per-query state: id, settings in force, the moment {@code now()} stands for, counters, cancellation. */
public final class QueryContext {
    private final String queryId;
    private final String currentDatabase;
    private final Settings settings;
    private final EvaluationContext evaluation;
    private final RunningQuery running;
    private final ReadCounters readCounters;
    private final QueryCompletion completion;
    private final Runnable onStart;
    private volatile boolean cancelled;
    private volatile QueryExecution execution;
    private boolean completed;
    private volatile QueryProfile profile;
    private ProgressReporter progress;
    private final LongAdder analyseNanos = new LongAdder();
    private final Set<String> touchedDatabases = new TreeSet<>();
    private final Set<String> touchedTables = new TreeSet<>();
    private final Set<String> touchedColumns = new TreeSet<>();
    private final LongAdder planNanos = new LongAdder();
    private final LongAdder indexNanos = new LongAdder();

    /** What happens when a query ends: its profile, returned, goes to the logs. */
    @FunctionalInterface
    interface QueryCompletion {
        QueryProfile completed(QueryContext ctx, QuerySummary summary, long resultBytes, MergeLabException error);
    }

    QueryContext(RunningQuery running, Map<String, String> parameters, QueryCompletion completion, Runnable onStart) {
        this.queryId = running.queryId();
        this.currentDatabase = running.currentDatabase();
        this.settings = running.settings();
        this.running = running;
        this.readCounters = new ReadCounters(running.limits());
        this.completion = completion;
        this.onStart = onStart;
        this.evaluation = new EvaluationContext(Instant.now(), ZoneOffset.UTC, Map.copyOf(parameters), currentDatabase,
                settings.getBool("transform_null_in"), settings.getBool("any_join_distinct_right_table_keys"));
    }

    /** The query as the registry and the logs see it: memory tracker, limits, ProfileEvents. */
    public RunningQuery running() {
        return running;
    }

    /**
     * Marks the end of analysis and planning: the query's execution begins (its QueryStart row is logged). A query
     * that fails before this is logged as ExceptionBeforeStart.
     */
    void markStarted() {
        onStart.run();
    }

    /**
     * Ends the query once: logs QueryFinish, or ExceptionWhileProcessing when {@code error} is set, keeps its profile
     * and gives its listener, if any, the final figures.
     */
    synchronized void complete(QuerySummary summary, long resultBytes, MergeLabException error) {
        if (!completed) {
            completed = true;
            profile = completion.completed(this, summary, resultBytes, error);
            if (progress != null) {
                progress.finish(profile);
            }
        }
    }

    /** Sends the query's live figures to {@code listener} on {@code timer} until it ends; call once, before it runs. */
    synchronized void watch(QueryListener listener, ScheduledExecutorService timer) {
        progress = ProgressReporter.start(this, listener, timer);
    }

    /** The query's profile, once it ended. */
    Optional<QueryProfile> profile() {
        return Optional.ofNullable(profile);
    }

    /** Records a table and the columns a plan reads from it (query_log's databases, tables, columns); returns {@code step}. */
    synchronized <T> T touched(String database, String table, List<String> columns, T step) {
        touchedDatabases.add(database);
        touchedTables.add(database + "." + table);
        for (String c : columns) {
            touchedColumns.add(database + "." + table + "." + c);
        }
        return step;
    }

    synchronized List<String> touchedDatabases() {
        return List.copyOf(touchedDatabases);
    }

    synchronized List<String> touchedTables() {
        return List.copyOf(touchedTables);
    }

    synchronized List<String> touchedColumns() {
        return List.copyOf(touchedColumns);
    }

    void addAnalyseNanos(long nanos) {
        analyseNanos.add(nanos);
    }

    /** Pipeline building took {@code nanos}, of which {@code indexAnalysisNanos} went to choosing parts and ranges. */
    void addPlanNanos(long nanos, long indexAnalysisNanos) {
        planNanos.add(nanos - indexAnalysisNanos);
        indexNanos.add(indexAnalysisNanos);
    }

    /**
     * Where the time went: parse (measured before this context existed), analysis, pipeline building without the
     * index analysis done in it, index analysis, the rest.
     */
    PhaseTimings phases(long parseNanos, long totalNanos) {
        long analyse = analyseNanos.sum();
        long indexAnalysis = indexNanos.sum();
        long plan = planNanos.sum();
        return new PhaseTimings(parseNanos, analyse, plan, indexAnalysis, Math.max(0, totalNanos - analyse - plan - indexAnalysis));
    }

    public String queryId() {
        return queryId;
    }

    public String currentDatabase() {
        return currentDatabase;
    }

    public Settings settings() {
        return settings;
    }

    public EvaluationContext evaluation() {
        return evaluation;
    }

    /** What this query's plan steps build processors with: its settings, counters, cancellation and memory tracker. */
    PipelineContext pipelineContext() {
        return new PipelineContext(settings, evaluation, readCounters, this::isCancelled, running.memory());
    }

    public ReadCounters readCounters() {
        return readCounters;
    }

    public long elapsedNanos() {
        return running.elapsedNanos();
    }

    /** Cancelled by its session or by KILL QUERY. */
    /** The query's limits for work inside one call (see {@link QueryGuard}). */
    public QueryGuard guard() {
        return new QueryGuard(running.limits(), running.memory(), this::isCancelled);
    }

    public boolean isCancelled() {
        return cancelled || running.isCancelled();
    }

    /** The SELECT pipeline this query ran (the last one started, for INSERT ... SELECT too), if any. */
    public Optional<QueryExecution> execution() {
        return Optional.ofNullable(execution);
    }

    void setExecution(QueryExecution execution) {
        this.execution = execution;
    }

    void cancel() {
        cancelled = true;
    }

    /** Called between blocks; fails the query once it was cancelled. */
    public void checkCancelled() {
        if (isCancelled()) {
            throw new MergeLabException(ErrorCode.QUERY_WAS_CANCELLED, "Query was cancelled");
        }
    }
}
