package io.mergelab.profiler.connect;

import io.mergelab.engine.Engine;
import io.mergelab.engine.EngineConfig;
import io.mergelab.engine.QueryOptions;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.run.TargetInfo;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A {@link QueryTarget} over the engine in this process. Statements run in one long-lived console session, so
 * {@code USE} and {@code SET} persist as in a console; a request's settings and parameters apply on top of the
 * session's for that statement only and never leak into later ones (as a ClickHouse server applies the settings sent
 * with a query).
 *
 * <p>This is the one class of the profiler that sees the engine's error types: every engine failure leaves it as a
 * {@link TargetException} with the same code, name and message.
 */
public final class EmbeddedTarget implements QueryTarget {
    private final Engine engine;
    private final Path dataDir;
    private final Session console;
    private final DirectCapture capture;
    private volatile TargetInfo info;

    private EmbeddedTarget(Engine engine) {
        this.engine = engine;
        this.dataDir = engine.dataDir().toAbsolutePath().normalize();
        this.console = engine.newSession();
        this.capture = new EmbeddedCapture(engine, console);
    }

    /** Opens the engine over {@code dataDir}; the target owns it and closes it. */
    public static EmbeddedTarget open(Path dataDir) {
        return open(dataDir, EngineConfig.defaults());
    }

    /** Opens the engine over {@code dataDir} with {@code config} (user_files_path, url() hosts). */
    public static EmbeddedTarget open(Path dataDir, EngineConfig config) {
        Engine engine = translated(() -> Engine.open(dataDir.toAbsolutePath().normalize(), config));
        try {
            return new EmbeddedTarget(engine);
        } catch (RuntimeException e) {
            engine.close();
            throw e;
        }
    }

    /** An engine in a temporary directory removed on close: for tests and scratch work. */
    public static EmbeddedTarget inMemory() {
        return over(translated(Engine::inMemory));
    }

    /** Wraps an engine the caller opened; closing the target closes the engine. */
    public static EmbeddedTarget over(Engine engine) {
        return new EmbeddedTarget(engine);
    }

    /**
     * The engine itself, for the work only an engine in this process can do: the sample-data generators insert
     * ready-made column blocks ({@code Session.insert}) rather than SQL text. Everything that is SQL goes through
     * {@link #run}.
     */
    public Engine engine() {
        return engine;
    }

    /** {@code embedded}, {@code embedded <data directory>}, and the engine's version. */
    @Override
    public TargetInfo info() {
        TargetInfo known = info;
        if (known == null) {
            known = new TargetInfo("embedded", "embedded " + dataDir, engineVersion());
            info = known;
        }
        return known;
    }

    @Override
    public TargetResult run(QueryRequest request) {
        return new EmbeddedResult(execute(request, options(request)));
    }

    /** Runs with the engine's live listener sending {@code listener} the pipeline's figures every 200 ms. */
    @Override
    public TargetResult run(QueryRequest request, LiveStatsListener listener) {
        QueryOptions options = options(request).withListener(progress -> listener.onStats(EmbeddedLiveStats.of(progress)));
        return new EmbeddedResult(execute(request, options));
    }

    @Override
    public boolean reportsLiveStats() {
        return true;
    }

    @Override
    public ResultSummary runFormatted(QueryRequest request, String format, OutputStream out) {
        if (!QueryResult.supportsOutputFormat(format)) {
            throw new TargetException(ErrorCode.UNKNOWN_FORMAT.code(), ErrorCode.UNKNOWN_FORMAT.name(),
                    "Unknown format " + format, null);
        }
        QueryResult result = execute(request, options(request));
        return translated(() -> EmbeddedResult.summaryOf(result.writeTo(format, out)));
    }

    /**
     * Yes: the engine logs a statement's rows before its result finishes closing and serves unflushed rows from
     * memory. Flushing on every capture would write a part per log each time (and merge them all every 16 flushes).
     */
    @Override
    public boolean logsReadableUnflushed() {
        return true;
    }

    /**
     * The engine's: the log rows and parts from its memory, the three EXPLAINs from one planning in the console
     * session (see {@link EmbeddedCapture}).
     */
    @Override
    public Optional<DirectCapture> directCapture() {
        return Optional.of(capture);
    }

    /** Runs in a new session of the engine, so the console session may be busy with an insert meanwhile. */
    @Override
    public TargetResult runBeside(QueryRequest request) {
        Session beside = engine.newSession();
        return new EmbeddedResult(translated(() -> beside.execute(request.sql(), null, options(request))));
    }

    /** The engine's own selector, asked through {@link Engine#mergeOutlook}. */
    @Override
    public Optional<List<PartitionMergeOutlook>> mergeOutlook(String database, String table) {
        return Optional.of(translated(() -> engine.mergeOutlook(database, table)).stream()
                .map(o -> new PartitionMergeOutlook(o.partitionId(), o.activeParts(), o.bytesOnDisk(), o.verdict().name(),
                        o.partsToMerge(), o.partsToMergeBytes(), o.explanation(), o.maxBytesToMergeAtMaxSpaceInPool(),
                        o.minAgeToForceMergeSeconds(), o.youngestPartAgeSeconds(), o.mergesStopped()))
                .toList());
    }

    /** Cancels through {@code KILL QUERY} in a session of its own, as the console may be busy running the query. */
    @Override
    public void cancel(String queryId) {
        translated(() -> engine.newSession().execute("KILL QUERY WHERE query_id = " + SqlLiterals.string(queryId)).rows());
    }

    @Override
    public void close() {
        translated(() -> {
            engine.close();
            return null;
        });
    }

    private QueryResult execute(QueryRequest request, QueryOptions options) {
        InputStream data = request.insertData().orElse(null);
        return translated(() -> console.execute(request.sql(), data, options));
    }

    private static QueryOptions options(QueryRequest request) {
        return new QueryOptions(request.queryId(), request.settings(), request.parameters());
    }

    /** What {@code SELECT version()} answers, or MergeLab's own version where the engine has no such function. */
    private String engineVersion() {
        try {
            List<List<Object>> rows = engine.newSession().execute("SELECT version()").rows();
            if (rows.size() == 1 && rows.get(0).get(0) != null) {
                return rows.get(0).get(0).toString();
            }
        } catch (MergeLabException e) {
            // an engine without version(): fall back to the build's version
        }
        return "MergeLab " + ProjectVersion.current();
    }

    /** Runs engine work, turning an engine failure into the target's exception with the same code and message. */
    static <T> T translated(Supplier<T> work) {
        try {
            return work.get();
        } catch (MergeLabException e) {
            throw new TargetException(e.code().code(), e.code().name(), e.getMessage(), e);
        }
    }
}
