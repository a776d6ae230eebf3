package io.mergelab.engine.querylog;

import io.mergelab.engine.QueryKind;
import io.mergelab.engine.QueryProfile;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.merge.PartLogEvent;
import io.mergelab.engine.ProcessorStats;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.PartColumn;
import io.mergelab.engine.storage.ShutdownWait;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What queries leave behind, for one engine: the running queries ({@link #registry()}), system.query_log,
 * system.processors_profile_log and system.part_log (bounded in memory, persisted under
 * {@code <data>/system_logs/<table>/} and reloaded at start-up), and the ProfileEvents totals of system.events.
 *
 * <p>Per query, the interpreter calls {@link #start} once the statement is parsed, then exactly one of
 * {@link #finish} (success or failure while running); a query that fails before it starts (e.g. a syntax
 * error) is recorded with {@link #exceptionBeforeStart} instead. {@code SYSTEM FLUSH LOGS} calls {@link #flush};
 * a background thread also flushes every {@code flushIntervalMillis}, and {@link #close} flushes the rest.
 */
public final class QueryLogs implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(QueryLogs.class);
    public static final int DEFAULT_CAPACITY_ROWS = 100_000;
    /** ClickHouse's default flush_interval_milliseconds for system logs. */
    public static final long DEFAULT_FLUSH_INTERVAL_MILLIS = 7_500;
    static final String DIRECTORY = "system_logs";

    private final QueryRegistry registry = new QueryRegistry();
    private final ProfileEventCounters totals = new ProfileEventCounters();
    private final LogStore queryLog;
    private final LogStore processorsLog;
    private final LogStore partLog;
    private final ScheduledExecutorService flusher;
    private volatile boolean closed;

    private QueryLogs(Path logsDir, int capacityRows, long flushIntervalMillis) {
        queryLog = new LogStore("query_log", QueryLogLayout.COLUMNS, capacityRows,
                logsDir == null ? null : logsDir.resolve("query_log"));
        processorsLog = new LogStore("processors_profile_log", ProcessorsProfileLogLayout.COLUMNS, capacityRows,
                logsDir == null ? null : logsDir.resolve("processors_profile_log"));
        partLog = new LogStore("part_log", PartLogLayout.COLUMNS, capacityRows,
                logsDir == null ? null : logsDir.resolve("part_log"));
        if (logsDir != null && flushIntervalMillis > 0) {
            flusher = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "mergelab-system-log-flush");
                t.setDaemon(true);
                return t;
            });
            flusher.scheduleWithFixedDelay(this::flushQuietly, flushIntervalMillis, flushIntervalMillis, TimeUnit.MILLISECONDS);
        } else {
            flusher = null;
        }
    }

    /** Logs persisted under {@code <dataDir>/system_logs/}, reloading what earlier runs left there. */
    public static QueryLogs open(Path dataDir) {
        return open(dataDir, DEFAULT_CAPACITY_ROWS, DEFAULT_FLUSH_INTERVAL_MILLIS);
    }

    /** As {@link #open(Path)} with a chosen bound per log and flush interval (0 = flush only when asked). */
    public static QueryLogs open(Path dataDir, int capacityRows, long flushIntervalMillis) {
        return new QueryLogs(dataDir.resolve(DIRECTORY), capacityRows, flushIntervalMillis);
    }

    /** Logs kept in memory only, lost on close. */
    public static QueryLogs inMemory() {
        return new QueryLogs(null, DEFAULT_CAPACITY_ROWS, 0);
    }

    public QueryRegistry registry() {
        return registry;
    }

    /** ProfileEvents summed over finished queries since start-up (system.events). */
    public ProfileEventCounters totals() {
        return totals;
    }

    /**
     * Registers a query that is about to be analysed and run (failing with QUERY_WITH_SAME_ID_IS_ALREADY_RUNNING
     * if its id is taken). Its QueryStart row is logged by {@link #logStart} once it has been analysed and
     * planned, as ClickHouse does: a query failing before that gets one ExceptionBeforeStart row instead.
     */
    public RunningQuery start(String queryId, String query, QueryKind kind, String currentDatabase, String user, Settings settings) {
        RunningQuery running = registry.register(queryId, query, kind, currentDatabase, user, settings);
        running.events().increment(ProfileEvent.Query);
        if (kind == QueryKind.SELECT) {
            running.events().increment(ProfileEvent.SelectQuery);
        } else if (kind == QueryKind.INSERT) {
            running.events().increment(ProfileEvent.InsertQuery);
        }
        return running;
    }

    /** Logs a registered query's QueryStart row (when {@code log_queries} = 1), once: its execution begins now. */
    public void logStart(RunningQuery running) {
        if (running.markStarted() && running.settings().getBool("log_queries")) {
            Supplier<QueryProfile> begun = running.startProfile();
            Settings settings = running.settings();
            queryLog.append(() -> {
                QueryProfile startProfile = begun.get();
                return QueryLogLayout.row(startProfile, QueryLogType.QueryStart, startProfile.startTimeMicros(), settings);
            });
        }
    }

    /**
     * Ends a registered query: unregisters it; if {@code log_queries} = 1 logs QueryFinish (after its QueryStart,
     * if that was not logged yet), ExceptionWhileProcessing when it failed after {@link #logStart}, or
     * ExceptionBeforeStart when it failed before; one processors_profile_log row per processor if
     * {@code log_processors_profiles} = 1; and adds its ProfileEvents to the totals.
     */
    public void finish(RunningQuery running, QueryProfile profile) {
        registry.unregister(running);
        Settings settings = running.settings();
        long eventMicros = profile.endTimeMicros();
        boolean failedBeforeStart = profile.failed() && !running.started();
        if (!profile.failed()) {
            logStart(running);
        }
        if (settings.getBool("log_queries")) {
            QueryLogType type = !profile.failed() ? QueryLogType.QueryFinish
                    : failedBeforeStart ? QueryLogType.ExceptionBeforeStart : QueryLogType.ExceptionWhileProcessing;
            queryLog.append(() -> QueryLogLayout.row(profile, type, eventMicros, settings));
        }
        if (settings.getBool("log_processors_profiles")) {
            for (ProcessorStats s : profile.processors()) {
                processorsLog.append(() -> ProcessorsProfileLogLayout.row(profile, s, eventMicros));
            }
        }
        totals.addAll(profile.profileEvents());
        totals.increment(ProfileEvent.QueryTimeMicroseconds, profile.durationMicros());
        countFailure(profile);
    }

    /** Records a query that failed before it could start (one ExceptionBeforeStart row if {@code log_queries} = 1). */
    public void exceptionBeforeStart(QueryProfile profile, Settings settings) {
        if (settings.getBool("log_queries")) {
            long eventMicros = LogTime.nowMicros();
            queryLog.append(() -> QueryLogLayout.row(profile, QueryLogType.ExceptionBeforeStart, eventMicros, settings));
        }
        totals.increment(ProfileEvent.Query);
        countFailure(profile);
    }

    private void countFailure(QueryProfile profile) {
        if (profile.failed()) {
            totals.increment(ProfileEvent.FailedQuery);
            if (profile.kind() == QueryKind.SELECT) {
                totals.increment(ProfileEvent.FailedSelectQuery);
            } else if (profile.kind() == QueryKind.INSERT) {
                totals.increment(ProfileEvent.FailedInsertQuery);
            }
        }
    }

    /** Appends one row to system.part_log (tables report their parts' events here). */
    public void logPart(PartLogEvent event) {
        partLog.append(() -> PartLogLayout.row(event));
    }

    public List<PartColumn> queryLogColumns() {
        return queryLog.columns();
    }

    public List<PartColumn> processorsProfileLogColumns() {
        return processorsLog.columns();
    }

    public List<PartColumn> partLogColumns() {
        return partLog.columns();
    }

    /** system.query_log's rows, oldest first. */
    public Chunk queryLogRows() {
        return queryLog.read();
    }

    /** system.processors_profile_log's rows, oldest first. */
    public Chunk processorsProfileLogRows() {
        return processorsLog.read();
    }

    /** system.part_log's rows, oldest first. */
    public Chunk partLogRows() {
        return partLog.read();
    }

    /** system.query_log's rows, oldest first, as the chunks they are held in (what a scan reads, without a copy). */
    public List<Chunk> queryLogChunks() {
        return queryLog.readChunks();
    }

    public List<Chunk> processorsProfileLogChunks() {
        return processorsLog.readChunks();
    }

    public List<Chunk> partLogChunks() {
        return partLog.readChunks();
    }

    /** system.query_log's rows of one query, oldest first: what {@code WHERE query_id = ...} selects, without a scan. */
    public Chunk queryLogRowsOf(String queryId) {
        return queryLog.rowsWhere(QueryLogLayout.QUERY_ID, queryId);
    }

    /** system.processors_profile_log's rows of one query, oldest first, as {@link #queryLogRowsOf} finds them. */
    public Chunk processorsProfileLogRowsOf(String queryId) {
        return processorsLog.rowsWhere(ProcessorsProfileLogLayout.QUERY_ID, queryId);
    }

    /**
     * system.part_log's rows of {@code database.table} whose {@code event_time} (whole seconds) is at or after
     * {@code sinceEpochSeconds}, in the order logged: what {@code WHERE database = ... AND table = ... AND event_time >=
     * toDateTime(since)} selects, without a scan of every column.
     */
    public Chunk partLogRowsOf(String database, String table, long sinceEpochSeconds) {
        byte[] databaseBytes = database.getBytes(StandardCharsets.UTF_8);
        byte[] tableBytes = table.getBytes(StandardCharsets.UTF_8);
        return partLog.rowsWhere(chunk -> {
            LongColumn times = (LongColumn) chunk.column(PartLogLayout.EVENT_TIME);
            BytesColumn databases = (BytesColumn) chunk.column(PartLogLayout.DATABASE);
            BytesColumn tables = (BytesColumn) chunk.column(PartLogLayout.TABLE);
            return r -> times.getLong(r) >= sinceEpochSeconds && tables.equalsBytes(r, tableBytes)
                    && databases.equalsBytes(r, databaseBytes);
        });
    }

    /**
     * Each persistent log's parts on disk, by log table name (query_log, processors_profile_log, part_log): the rows
     * system.parts lists in database {@code system}, as ClickHouse lists its log tables' parts. None when in memory.
     * A log's parts are opened from disk (once) when its supplier is first called, so a read that skips a log skips that.
     */
    public Map<String, Supplier<List<DataPart>>> logParts() {
        Map<String, Supplier<List<DataPart>>> parts = new LinkedHashMap<>();
        for (LogStore log : List.of(partLog, processorsLog, queryLog)) {
            parts.put(log.name(), log::parts);
        }
        return parts;
    }

    /** Writes every log's unflushed rows to disk (SYSTEM FLUSH LOGS). */
    public void flush() {
        queryLog.flush();
        processorsLog.flush();
        partLog.flush();
    }

    private void flushQuietly() {
        try {
            flush();
        } catch (RuntimeException e) {
            LOG.error("Flushing system logs failed", e);
        }
    }

    /** Stops the background flush and flushes what is left. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (flusher != null) {
            ShutdownWait.terminate(flusher, "the system log flush");
        }
        flush();
    }
}
