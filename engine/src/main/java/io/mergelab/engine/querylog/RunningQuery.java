package io.mergelab.engine.querylog;

import io.mergelab.engine.QueryKind;
import io.mergelab.engine.QueryProfile;
import io.mergelab.engine.memory.MemoryTracker;
import io.mergelab.engine.memory.QueryLimits;
import io.mergelab.engine.settings.Settings;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * A query between its start and its end: what system.processes shows, the per-query memory tracker, limits and
 * ProfileEvents counters its threads update, and its cancellation flag (set by KILL QUERY). Pass
 * {@code running::isCancelled} wherever a {@code BooleanSupplier cancelled} is expected.
 */
public final class RunningQuery {
    private final String queryId;
    private final String query;
    private final QueryKind kind;
    private final String currentDatabase;
    private final String user;
    private final Settings settings;
    private final long startTimeMicros;
    private final MemoryTracker memory;
    private final QueryLimits limits;
    private final ProfileEventCounters events = new ProfileEventCounters();
    private final Set<Long> threadIds = ConcurrentHashMap.newKeySet();
    private final List<Runnable> cancelListeners = new CopyOnWriteArrayList<>();
    private volatile boolean cancelled;
    private final AtomicBoolean started = new AtomicBoolean();
    private final long sequence;

    RunningQuery(long sequence, String queryId, String query, QueryKind kind, String currentDatabase, String user,
                 Settings settings) {
        this.sequence = sequence;
        this.queryId = queryId;
        this.query = query;
        this.kind = kind;
        this.currentDatabase = currentDatabase;
        this.user = user;
        this.settings = settings;
        Instant now = Instant.now();
        this.startTimeMicros = now.getEpochSecond() * 1_000_000L + now.getNano() / 1_000;
        this.memory = new MemoryTracker(settings.getLong("max_memory_usage"));
        this.limits = QueryLimits.from(settings);
        recordCurrentThread();
    }

    public String queryId() {
        return queryId;
    }

    /** The registry's count of queries registered before and with this one: later queries have higher numbers. */
    public long sequence() {
        return sequence;
    }

    public String query() {
        return query;
    }

    public QueryKind kind() {
        return kind;
    }

    public String currentDatabase() {
        return currentDatabase;
    }

    public String user() {
        return user;
    }

    public Settings settings() {
        return settings;
    }

    public long startTimeMicros() {
        return startTimeMicros;
    }

    public MemoryTracker memory() {
        return memory;
    }

    public QueryLimits limits() {
        return limits;
    }

    public ProfileEventCounters events() {
        return events;
    }

    /** Records that the calling thread worked for this query (query_log.thread_ids). */
    public void recordCurrentThread() {
        threadIds.add(Thread.currentThread().getId());
    }

    /** The threads that worked for this query so far, ascending. */
    public List<Long> threadIds() {
        // an array sort, not a stream: this runs at the end of every query, often before the stream code is compiled
        Long[] ids = threadIds.toArray(new Long[0]);
        java.util.Arrays.sort(ids);
        return List.of(ids);
    }

    public long elapsedNanos() {
        return limits.elapsedNanos();
    }

    /** Whether execution began: analysis and planning succeeded (the QueryStart row is due or logged). */
    public boolean started() {
        return started.get();
    }

    /** Marks the start of execution; true the first time only. */
    boolean markStarted() {
        return started.compareAndSet(false, true);
    }

    public boolean isCancelled() {
        return cancelled;
    }

    /** Runs {@code listener} when the query is cancelled (at once if it already is), e.g. to stop its pipeline. */
    public void onCancel(Runnable listener) {
        cancelListeners.add(listener);
        if (cancelled) {
            listener.run();
        }
    }

    void cancel() {
        if (!cancelled) {
            cancelled = true;
            cancelListeners.forEach(Runnable::run);
        }
    }

    /**
     * A profile builder filled with everything this object knows, with the duration measured now: kind,
     * database, user, changed settings, start time, rows and bytes read (as counted through {@link #limits()}),
     * peak memory, ProfileEvents, log_comment and thread ids. Callers add phases, written/result rows,
     * processors, touched objects and the exception, if any.
     */
    public QueryProfile.Builder profile() {
        return begun(queryId, query, kind, currentDatabase, user, settings, startTimeMicros)
                .durationMicros(elapsedNanos() / 1_000)
                .read(limits.readRows(), limits.readBytes())
                .peakMemoryBytes(memory.peak())
                .profileEvents(events.snapshot())
                .threadIds(threadIds());
    }

    /**
     * The profile of the query as it began (duration 0, nothing read): made when asked, from values that never
     * change, so a QueryStart row can be made later without keeping this object (its listeners) alive.
     */
    public Supplier<QueryProfile> startProfile() {
        String id = queryId;
        String text = query;
        QueryKind k = kind;
        String database = currentDatabase;
        String u = user;
        Settings s = settings;
        long start = startTimeMicros;
        return () -> begun(id, text, k, database, u, s, start).durationMicros(0).build();
    }

    private static QueryProfile.Builder begun(String queryId, String query, QueryKind kind, String currentDatabase,
                                              String user, Settings settings, long startTimeMicros) {
        return QueryProfile.builder(queryId, query)
                .kind(kind)
                .currentDatabase(currentDatabase)
                .user(user)
                .settingsChanged(settings.changes())
                .startTimeMicros(startTimeMicros)
                .logComment(settings.get("log_comment"));
    }
}
