package io.mergelab.engine.interpreter;

import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.table.ReadCounters;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.Optional;

/** Per-query state: id, settings in force, the moment {@code now()} stands for, counters, cancellation. */
public final class QueryContext {
    private final String queryId;
    private final String currentDatabase;
    private final Settings settings;
    private final EvaluationContext evaluation;
    private final long startNanos = System.nanoTime();
    private final ReadCounters readCounters = new ReadCounters();
    private volatile boolean cancelled;
    private volatile QueryExecution execution;

    QueryContext(String queryId, String currentDatabase, Settings settings, Map<String, String> parameters) {
        this.queryId = queryId;
        this.currentDatabase = currentDatabase;
        this.settings = settings;
        this.evaluation = new EvaluationContext(Instant.now(), ZoneOffset.UTC, Map.copyOf(parameters));
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

    public ReadCounters readCounters() {
        return readCounters;
    }

    public long elapsedNanos() {
        return System.nanoTime() - startNanos;
    }

    public boolean isCancelled() {
        return cancelled;
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
        if (cancelled) {
            throw new MergeLabException(ErrorCode.QUERY_WAS_CANCELLED, "Query was cancelled");
        }
    }
}
