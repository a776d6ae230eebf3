package io.mergelab.profiler.connect;

import io.mergelab.profiler.run.TargetInfo;
import java.io.OutputStream;
import java.util.List;
import java.util.Optional;

/**
 * The one seam between the profiler (and the app) and an engine: the embedded engine in this process, or a
 * ClickHouse server. A target keeps session state between statements ({@code USE}, {@code SET}) like one client
 * connection; settings given with a request apply to that request only. Run one statement at a time;
 * {@link #cancel(String)} may be called from another thread.
 * Failures are {@link TargetException}s carrying ClickHouse's error code, name and message.
 */
public interface QueryTarget extends AutoCloseable {

    /** What this target is and runs: kind, a description for titles and reports (never a credential), version. */
    TargetInfo info();

    /** Runs one statement. The result streams: drain its rows or close it before the next statement. */
    TargetResult run(QueryRequest request);

    /**
     * Runs one statement as {@link #run(QueryRequest)} does, with {@code listener} watching its figures while it runs.
     * A target that cannot report them (this default) never calls the listener; see {@link #reportsLiveStats()}.
     */
    default TargetResult run(QueryRequest request, LiveStatsListener listener) {
        return run(request);
    }

    /** Whether {@link #run(QueryRequest, LiveStatsListener)} calls its listener while the statement runs. */
    default boolean reportsLiveStats() {
        return false;
    }

    /**
     * Runs one statement and writes its result to {@code out} in {@code format} (a ClickHouse output format name;
     * a {@code FORMAT} clause in the statement wins), as clickhouse-client prints it. Returns the summary.
     */
    ResultSummary runFormatted(QueryRequest request, String format, OutputStream out);

    /**
     * Whether a statement's rows of {@code system.query_log} and {@code system.processors_profile_log} can be read as
     * soon as its result is closed, so capture may skip {@code SYSTEM FLUSH LOGS}: the rows read are the same, only
     * their writing to disk is left to the target's own schedule. A ClickHouse server buffers them until a flush.
     */
    default boolean logsReadableUnflushed() {
        return false;
    }

    /**
     * What this target hands run capture without SQL round-trips, if anything (none by default: capture then reads
     * everything through SQL, as from a server). Whatever it offers must equal what the SQL reads give.
     */
    default Optional<DirectCapture> directCapture() {
        return Optional.empty();
    }

    /**
     * Why this target cannot give {@code feature} to run capture ({@code "not on this server (18.16)"}), or empty when
     * it can (every feature by default). Capture then records the gap in the run's missing list instead of asking.
     */
    default Optional<String> lacks(CaptureFeature feature) {
        return Optional.empty();
    }

    /**
     * Runs a read-only statement beside whatever this target is running now (a poll of system tables while an insert
     * runs), in a session of its own where the target has sessions, so it neither waits for nor disturbs the
     * statement in progress. By default, {@link #run(QueryRequest)}.
     */
    default TargetResult runBeside(QueryRequest request) {
        return run(request);
    }

    /**
     * What the target's background merge selector would do now with each partition of {@code database.table}, or
     * empty when the target cannot tell (a server does not expose its selector; this default).
     */
    default Optional<List<PartitionMergeOutlook>> mergeOutlook(String database, String table) {
        return Optional.empty();
    }

    /**
     * The cluster (a name in the server's {@code remote_servers}) whose servers the run's {@code Distributed} tables
     * reach, when the target was opened on one: capture then reads every server's share of a run. Empty (this default)
     * for a single server or the embedded engine.
     */
    default Optional<String> cluster() {
        return Optional.empty();
    }

    /**
     * How a statement on this target names {@code table} (such as {@code system.query_log}) of another server of its
     * cluster, reached at {@code address} ({@code host:port}): {@code remote('address', table)} by default, which logs
     * in there as user default without a password. A target with credentials passes them, so the other servers
     * accept it as the same user.
     */
    default String remoteTable(String address, String table) {
        return "remote(" + SqlLiterals.string(address) + ", " + table + ")";
    }

    /** Stops the statement running with this query_id, which then fails with QUERY_WAS_CANCELLED; no-op if none. */
    void cancel(String queryId);

    /** Releases the engine or connection; the target cannot run statements afterwards. */
    @Override
    void close();
}
