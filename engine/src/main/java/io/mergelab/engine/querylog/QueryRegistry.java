package io.mergelab.engine.querylog;

import io.mergelab.engine.QueryKind;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.settings.Settings;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;

/** The queries running now (system.processes), by query id; KILL QUERY cancels through it. */
public final class QueryRegistry {
    private final Map<String, RunningQuery> running = new ConcurrentHashMap<>();
    private final AtomicLong registered = new AtomicLong();

    /** Registers a starting query; a query id already running fails with QUERY_WITH_SAME_ID_IS_ALREADY_RUNNING. */
    public RunningQuery register(String queryId, String query, QueryKind kind, String currentDatabase, String user, Settings settings) {
        RunningQuery q = new RunningQuery(registered.incrementAndGet(), queryId, query, kind, currentDatabase, user, settings);
        if (running.putIfAbsent(queryId, q) != null) {
            throw new MergeLabException(ErrorCode.QUERY_WITH_SAME_ID_IS_ALREADY_RUNNING,
                    "Query with id = " + queryId + " is already running.");
        }
        return q;
    }

    /** Removes a finished query; removing one that is not registered (any more) does nothing. */
    public void unregister(RunningQuery query) {
        running.remove(query.queryId(), query);
    }

    /** How many queries were registered so far: the {@link RunningQuery#sequence()} of the latest one. */
    public long registeredCount() {
        return registered.get();
    }

    /** The lowest {@link RunningQuery#sequence()} among the running queries, or {@code Long.MAX_VALUE} when none runs. */
    public long oldestRunningSequence() {
        long oldest = Long.MAX_VALUE;
        for (RunningQuery q : running.values()) {
            oldest = Math.min(oldest, q.sequence());
        }
        return oldest;
    }

    /** The running queries, oldest first. */
    public List<RunningQuery> running() {
        List<RunningQuery> out = new ArrayList<>(running.values());
        out.sort(Comparator.comparingLong(RunningQuery::startTimeMicros).thenComparing(RunningQuery::queryId));
        return out;
    }

    /** Cancels every running query that matches, and returns them (KILL QUERY WHERE ...). */
    public List<RunningQuery> kill(Predicate<RunningQuery> which) {
        List<RunningQuery> killed = new ArrayList<>();
        for (RunningQuery q : running()) {
            if (which.test(q)) {
                q.cancel();
                killed.add(q);
            }
        }
        return killed;
    }
}
