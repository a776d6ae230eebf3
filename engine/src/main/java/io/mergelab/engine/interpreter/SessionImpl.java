package io.mergelab.engine.interpreter;

import io.mergelab.engine.PlanExplains;
import io.mergelab.engine.QueryKind;
import io.mergelab.engine.QueryOptions;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.catalog.Catalog;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.error.DeepStack;
import io.mergelab.engine.error.HeapFull;
import io.mergelab.engine.memory.QueryGuard;
import io.mergelab.engine.sql.SqlParser;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.Statement;
import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.table.InsertStats;
import java.io.InputStream;
import java.time.Instant;
import java.util.Iterator;
import java.util.List;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;

/** A session: current database, settings and parameters; runs one statement at a time. */
final class SessionImpl implements Session {
    private final Interpreter interpreter;
    private String currentDatabase = Catalog.DEFAULT_DATABASE;
    private Settings settings = Settings.queryDefaults();
    private final Map<String, String> parameters = new HashMap<>();
    private volatile QueryContext running;

    SessionImpl(Interpreter interpreter) {
        this.interpreter = interpreter;
    }

    @Override
    public QueryResult execute(String sql) {
        return execute(sql, null);
    }

    @Override
    public QueryResult execute(String sql, InputStream insertData) {
        return execute(sql, insertData, QueryOptions.withQueryId(QueryIds.next()));
    }

    @Override
    public QueryResult execute(String sql, InputStream insertData, QueryOptions options) {
        return DeepStack.call("statement-" + options.queryId(), () -> executeHere(sql, insertData, options));
    }

    private QueryResult executeHere(String sql, InputStream insertData, QueryOptions options) {
        String queryId = options.queryId();
        Instant start = Instant.now();
        long parseStart = System.nanoTime();
        Statement statement;
        Settings querySettings;
        Map<String, String> queryParameters = parameters;
        if (!options.parameters().isEmpty()) {
            queryParameters = new HashMap<>(parameters);
            queryParameters.putAll(options.parameters());
        }
        Settings base = settings;
        try {
            for (Map.Entry<String, String> setting : options.settings().entrySet()) {
                base = base.with(setting.getKey(), setting.getValue());
            }
            statement = SqlParser.parse(sql, (int) Math.min(Integer.MAX_VALUE, base.getLong("max_parser_depth")));
            querySettings = interpreter.statementSettings(statement, base);
        } catch (MergeLabException | StackOverflowError e) {
            MergeLabException error = e instanceof StackOverflowError so ? DeepStack.tooDeep(so) : (MergeLabException) e;
            interpreter.logging().beforeStart(queryId, sql, currentDatabase, base, error, start, System.nanoTime() - parseStart);
            throw error;
        }
        QueryContext ctx = begin(queryId, sql, StatementKinds.of(statement), querySettings, queryParameters,
                System.nanoTime() - parseStart);
        // this thread is the statement's own (see DeepStack): constant folding here counts against the query's limits
        QueryGuard.install(ctx.guard());
        options.listener().ifPresent(listener -> ctx.watch(listener, interpreter.progressTimer()));
        try {
            return interpreter.execute(statement, ctx, this, insertData);
        } catch (RuntimeException e) {
            fail(ctx, e);
            throw e;
        } catch (StackOverflowError e) {
            MergeLabException error = DeepStack.tooDeep(e);
            fail(ctx, error);
            throw error;
        } catch (OutOfMemoryError e) {
            MergeLabException error = HeapFull.error(e);
            fail(ctx, error);
            throw error;
        }
    }

    /**
     * Plans {@code sql} once under the options' settings and parameters, as {@code EXPLAIN ... sql} would, and
     * explains the plan three ways. Registered under the options' query_id while it runs (so it can be killed) but
     * not logged: it is no statement the user ran.
     */
    @Override
    public PlanExplains explainPlans(String sql, QueryOptions options) {
        Map<String, String> queryParameters = new HashMap<>(parameters);
        queryParameters.putAll(options.parameters());
        Settings base = settings;
        for (Map.Entry<String, String> setting : options.settings().entrySet()) {
            base = base.with(setting.getKey(), setting.getValue());
        }
        Statement statement = SqlParser.parse(sql);
        if (!(statement instanceof SelectUnion select)) {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "EXPLAIN is supported for SELECT queries only");
        }
        Settings querySettings = interpreter.statementSettings(statement, base)
                .with("log_queries", "0").with("log_processors_profiles", "0");
        QueryContext ctx = begin(options.queryId(), sql, QueryKind.EXPLAIN, querySettings, queryParameters, 0);
        try {
            PlanExplains explains = interpreter.explainPlans(select, ctx);
            ResultStream.done(ctx, 0, 0);
            return explains;
        } catch (RuntimeException e) {
            fail(ctx, e);
            throw e;
        }
    }

    @Override
    public QuerySummary insert(String table, List<String> columns, Iterator<Chunk> blocks) {
        return insertLogged(table, columns, "blocks", ctx -> interpreter.insertChunks(table, columns, blocks, ctx));
    }

    @Override
    public QuerySummary insertBlock(String table, List<String> columns, Iterator<Chunk> pieces) {
        return insertLogged(table, columns, "one block in pieces",
                ctx -> interpreter.insertPieces(table, columns, pieces, ctx));
    }

    /** Runs an insert of the Session API as a logged query, {@code what} naming its input in the query text. */
    private QuerySummary insertLogged(String table, List<String> columns, String what,
                                      Function<QueryContext, InsertStats> insert) {
        String sql = "INSERT INTO " + table + " (" + String.join(", ", columns) + ") -- " + what + " from the Session API";
        QueryContext ctx = begin(QueryIds.next(), sql, QueryKind.INSERT, settings, parameters, 0);
        try {
            InsertStats stats = insert.apply(ctx);
            return ResultStream.done(ctx, stats.rows(), stats.bytes()).summary();
        } catch (RuntimeException e) {
            fail(ctx, e);
            throw e;
        }
    }

    /** Ends a query that failed before it returned a result: logged, and gone from system.processes. */
    private static void fail(QueryContext ctx, RuntimeException e) {
        MergeLabException error = e instanceof MergeLabException m ? m
                : new MergeLabException(ErrorCode.LOGICAL_ERROR, String.valueOf(e), e);
        ctx.complete(ResultStream.failedSummary(ctx), 0, error);
    }

    private QueryContext begin(String queryId, String sql, QueryKind kind, Settings querySettings,
                               Map<String, String> queryParameters, long parseNanos) {
        QueryContext ctx = interpreter.logging().start(queryId, sql, kind, currentDatabase, querySettings, queryParameters,
                parseNanos);
        running = ctx;
        return ctx;
    }

    Settings settings() {
        return settings;
    }

    void useDatabase(String database) {
        currentDatabase = database;
    }

    @Override
    public void setSetting(String name, String value) {
        settings = settings.with(name, value);
    }

    @Override
    public void setParameter(String name, String value) {
        parameters.put(name, value);
    }

    @Override
    public String currentDatabase() {
        return currentDatabase;
    }

    @Override
    public void cancel() {
        QueryContext ctx = running;
        if (ctx != null) {
            ctx.cancel();
        }
    }
}
