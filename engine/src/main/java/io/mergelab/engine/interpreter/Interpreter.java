package io.mergelab.engine.interpreter;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.MergeOutlook;
import io.mergelab.engine.PartSnapshot;
import io.mergelab.engine.PlanExplains;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.SystemRows;
import io.mergelab.engine.analyzer.TableResolver;
import io.mergelab.engine.analyzer.ViewQueries;
import io.mergelab.engine.catalog.Catalog;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.catalog.TableEngineKind;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.format.TextRows;
import io.mergelab.engine.index.cache.QueryConditionCache;
import io.mergelab.engine.merge.MergeExecutor;
import io.mergelab.engine.merge.MergeList;
import io.mergelab.engine.merge.MergePlanner;
import io.mergelab.engine.merge.MergeScheduler;
import io.mergelab.engine.merge.PartLogSink;
import io.mergelab.engine.merge.select.PartitionOutlooks;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.QueryPlan;
import io.mergelab.engine.querylog.QueryLogs;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.ast.AlterTable;
import io.mergelab.engine.sql.ast.CheckTable;
import io.mergelab.engine.sql.ast.ColumnDef;
import io.mergelab.engine.sql.ast.ColumnDefault;
import io.mergelab.engine.sql.ast.CreateDatabase;
import io.mergelab.engine.sql.ast.CreateTable;
import io.mergelab.engine.sql.ast.CreateView;
import io.mergelab.engine.sql.ast.DescribeTable;
import io.mergelab.engine.sql.ast.DropDatabase;
import io.mergelab.engine.sql.ast.DropTable;
import io.mergelab.engine.sql.ast.ExistsTable;
import io.mergelab.engine.sql.ast.Explain;
import io.mergelab.engine.sql.ast.Insert;
import io.mergelab.engine.sql.ast.InsertSource;
import io.mergelab.engine.sql.ast.KillQuery;
import io.mergelab.engine.sql.ast.OptimizeTable;
import io.mergelab.engine.sql.ast.RenameTables;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.SetSettings;
import io.mergelab.engine.sql.ast.SettingAssignment;
import io.mergelab.engine.sql.ast.ShowCreateTable;
import io.mergelab.engine.sql.ast.ShowDatabases;
import io.mergelab.engine.sql.ast.ShowTables;
import io.mergelab.engine.sql.ast.Statement;
import io.mergelab.engine.sql.ast.SystemCommand;
import io.mergelab.engine.sql.ast.TableName;
import io.mergelab.engine.sql.ast.TruncateTable;
import io.mergelab.engine.sql.ast.UseDatabase;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.MarkCache;
import io.mergelab.engine.storage.PartColumn;
import io.mergelab.engine.system.KillQueryRunner;
import io.mergelab.engine.system.PartSnapshots;
import io.mergelab.engine.system.SystemColumn;
import io.mergelab.engine.system.SystemContext;
import io.mergelab.engine.system.SystemTables;
import io.mergelab.engine.table.InsertStats;
import io.mergelab.engine.table.MaterializedViewTable;
import io.mergelab.engine.table.MemoryTable;
import io.mergelab.engine.table.NullTable;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.table.PartRetirement;
import io.mergelab.engine.table.Table;
import io.mergelab.engine.table.TableServices;
import io.mergelab.engine.table.ViewTable;
import io.mergelab.engine.tablefunction.ExternalAccess;
import java.io.InputStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/** Runs statements against one data directory's catalog: the engine's single entry point for SQL. */
public final class Interpreter implements AutoCloseable {
    private final Path dataDir;
    private final Catalog catalog;
    private final QueryLogging logging;
    private final SystemTables systemTables;
    private final InsertRunner inserts;
    private final QueryConditionCache conditionCache;
    private final PartRetirement retirement;
    private final MergeList merges;
    private final MergeScheduler mergeScheduler;
    private final ExternalAccess access;
    /** Sends live figures to query listeners; started when the first listener comes. */
    private ScheduledThreadPoolExecutor progressTimer;

    private Interpreter(Path dataDir, Catalog catalog, QueryLogs logs, QueryConditionCache conditionCache,
                        PartRetirement retirement, MergeList merges, MergeScheduler mergeScheduler, ExternalAccess access) {
        this.dataDir = dataDir;
        this.access = access;
        this.catalog = catalog;
        this.conditionCache = conditionCache;
        this.retirement = retirement;
        this.merges = merges;
        this.mergeScheduler = mergeScheduler;
        this.logging = new QueryLogging(logs, retirement::removeUnusedInBackground);
        this.systemTables = new SystemTables(logs, conditionCache, merges);
        this.inserts = new InsertRunner(catalog, this::selectRunner);
    }

    /** Opens {@code dataDir} with the default access: user_files in it, any host for url(). */
    public static Interpreter open(Path dataDir) {
        return open(dataDir, ExternalAccess.open(dataDir.resolve("user_files"), Optional.empty()));
    }

    /** Opens {@code dataDir}; table functions reach outside only as {@code access} allows. */
    public static Interpreter open(Path dataDir, ExternalAccess access) {
        QueryConditionCache conditionCache = new QueryConditionCache(QueryConditionCache.DEFAULT_MAX_BYTES);
        QueryLogs logs = QueryLogs.open(dataDir);
        PartRetirement retirement = new PartRetirement(logs.registry());
        MergeList merges = new MergeList();
        MergeScheduler scheduler = new MergeScheduler(MergePlanner.simpleSelector(), MergeExecutor.partMerger(), retirement,
                MergeScheduler.enabledByDefault());
        PartLogSink partLog = event -> {
            logs.logPart(event);
            scheduler.partEvent(event);
        };
        TableServices services = new TableServices(conditionCache, retirement, partLog, merges);
        Catalog catalog;
        try {
            catalog = Catalog.open(dataDir, (definition, dir) -> openTable(definition, dir, services),
                    (query, name) -> TableDefinitions.fromStoredQuery(query, name.database(), name.table()));
        } catch (RuntimeException e) {
            scheduler.close();
            logs.close();
            throw e;
        }
        try {
            Interpreter interpreter = new Interpreter(dataDir, catalog, logs, conditionCache, retirement, merges, scheduler, access);
            scheduler.start(() -> mergeTreeTables(catalog));
            return interpreter;
        } catch (RuntimeException e) {
            scheduler.close();
            catalog.close();
            logs.close();
            throw e;
        }
    }

    /** The catalog's MergeTree tables now; a database dropped while being listed is skipped. */
    private static List<MergeTreeTable> mergeTreeTables(Catalog catalog) {
        List<MergeTreeTable> tables = new ArrayList<>();
        for (String db : catalog.databaseNames()) {
            if (db.equals(Catalog.SYSTEM_DATABASE) || !catalog.hasDatabase(db)) {
                continue;
            }
            try {
                for (Table t : catalog.tables(db)) {
                    if (t instanceof MergeTreeTable mt) {
                        tables.add(mt);
                    }
                }
            } catch (MergeLabException e) {
                // dropped meanwhile
            }
        }
        return tables;
    }

    QueryLogging logging() {
        return logging;
    }

    private static Table openTable(TableDefinition definition, Path dir, TableServices services) {
        if (definition.engine() == TableEngineKind.VIEW) {
            return new ViewTable(definition, ViewDefinitions.statement(definition).query());
        }
        if (definition.engine() == TableEngineKind.MATERIALIZED_VIEW) {
            return ViewDefinitions.materializedView(definition);
        }
        if (definition.engine() == TableEngineKind.NULL) {
            return new NullTable(definition);
        }
        return definition.engine().isMergeTree()
                ? MergeTreeTable.open(definition, dir, EvaluationContext.system(), services)
                : new MemoryTable(definition);
    }

    public Session newSession() {
        return new SessionImpl(this);
    }

    /** The settings a statement runs with: the session's plus its own SETTINGS clause. */
    Settings statementSettings(Statement statement, Settings session) {
        Settings s = session;
        Statement query = statement instanceof Explain e ? e.statement() : statement;
        List<SettingAssignment> own = query instanceof SelectUnion u ? u.settings()
                : query instanceof AlterTable a ? a.settings()
                : query instanceof CheckTable c ? c.settings()
                : query instanceof Insert i ? i.settings()
                : List.of();
        for (SettingAssignment a : own) {
            s = s.with(a.name(), TableDefinitions.literalText(a.value(), a.name()));
        }
        return s;
    }

    QueryResult execute(Statement statement, QueryContext ctx, SessionImpl session, InputStream insertData) {
        if (statement instanceof SelectUnion u) {
            return select(u, ctx);
        }
        if (statement instanceof Explain e) {
            return ExplainRunner.run(e, selectRunner(ctx), ctx);
        }
        if (statement instanceof Insert i) {
            var stats = inserts.run(i, ctx, insertData);
            return ResultStream.done(ctx, stats.rows(), stats.bytes());
        }
        if (statement instanceof CreateTable c) {
            createTable(c, ctx);
        } else if (statement instanceof CreateView v) {
            createView(v, ctx);
        } else if (statement instanceof AlterTable a) {
            AlterRunner.run(a, catalog, ctx);
        } else if (statement instanceof CreateDatabase c) {
            catalog.createDatabase(c.database(), c.ifNotExists());
        } else if (statement instanceof DropDatabase d) {
            catalog.dropDatabase(d.database(), d.ifExists());
        } else if (statement instanceof DropTable d) {
            dropTable(d, ctx);
        } else if (statement instanceof TruncateTable t) {
            String db = t.database().orElse(ctx.currentDatabase());
            if (!t.ifExists() || catalog.hasTable(db, t.table())) {
                Table table = catalog.table(db, t.table());
                if (table instanceof MaterializedViewTable mv) {
                    table = catalog.table(mv.target().database(), mv.target().table());
                }
                table.truncate();
            }
        } else if (statement instanceof RenameTables r) {
            for (RenameTables.Rename rn : r.renames()) {
                catalog.renameTable(rn.from().database().orElse(ctx.currentDatabase()), rn.from().table(),
                        rn.to().database().orElse(ctx.currentDatabase()), rn.to().table());
            }
        } else if (statement instanceof UseDatabase u) {
            if (!catalog.hasDatabase(u.database())) {
                throw new MergeLabException(ErrorCode.UNKNOWN_DATABASE, "Database " + u.database() + " does not exist");
            }
            session.useDatabase(u.database());
        } else if (statement instanceof SetSettings s) {
            for (SettingAssignment a : s.settings()) {
                session.setSetting(a.name(), TableDefinitions.literalText(a.value(), a.name()));
            }
        } else if (statement instanceof SystemCommand c) {
            switch (c.action()) {
                case FLUSH_LOGS -> {
                    retirement.removeUnusedAndWait();
                    logging.logs().flush();
                }
                case DROP_MARK_CACHE -> MarkCache.shared().clear();
                // The engine keeps no cache of decompressed blocks, so there is nothing to drop.
                case DROP_UNCOMPRESSED_CACHE -> { }
                case DROP_QUERY_CONDITION_CACHE -> conditionCache.clear();
                case STOP_MERGES, START_MERGES -> switchMerges(c, ctx);
            }
        } else if (statement instanceof OptimizeTable o) {
            OptimizeRunner.run(o, catalog, ctx, merges, mergeScheduler);
        } else if (statement instanceof KillQuery k) {
            Chunk killed = KillQueryRunner.run(k, logging.logs().registry(), ctx.evaluation(),
                    new SystemContext(catalog, dataDir, ctx.settings()));
            List<SystemColumn> columns = KillQueryRunner.RESULT_COLUMNS;
            return ResultStream.rows(columns.stream().map(SystemColumn::name).toList(),
                    columns.stream().map(SystemColumn::type).toList(), List.of(killed).iterator(), Optional.empty(), ctx);
        } else if (statement instanceof CheckTable c) {
            return CheckTableRunner.run(c, catalog, ctx);
        } else if (statement instanceof ShowTables || statement instanceof ShowDatabases || statement instanceof ShowCreateTable
                || statement instanceof DescribeTable || statement instanceof ExistsTable) {
            return ShowStatements.run(statement, ctx, catalog, systemTables);
        } else {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED,
                    statement.getClass().getSimpleName() + " statements are not supported yet");
        }
        return ResultStream.done(ctx, 0, 0);
    }

    /** SYSTEM STOP / START MERGES [[db.]table]: for every table, or one (a table of another engine has no merges). */
    private void switchMerges(SystemCommand c, QueryContext ctx) {
        boolean start = c.action() == SystemCommand.Action.START_MERGES;
        if (c.table().isEmpty()) {
            if (start) {
                mergeScheduler.startAll();
            } else {
                mergeScheduler.stopAll();
            }
            return;
        }
        TableName name = c.table().get();
        if (catalog.table(name.database().orElse(ctx.currentDatabase()), name.table()) instanceof MergeTreeTable t) {
            if (start) {
                mergeScheduler.start(t);
            } else {
                mergeScheduler.stop(t);
            }
        }
    }

    InsertStats insertChunks(String table, List<String> columns, Iterator<Chunk> blocks, QueryContext ctx) {
        return inserts.insertChunks(table, columns, blocks, ctx);
    }

    InsertStats insertPieces(String table, List<String> columns, Iterator<Chunk> pieces, QueryContext ctx) {
        return inserts.insertPieces(table, columns, pieces, ctx);
    }

    private void createTable(CreateTable c, QueryContext ctx) {
        String db = c.database().orElse(ctx.currentDatabase());
        if (!catalog.hasDatabase(db)) {
            throw new MergeLabException(ErrorCode.UNKNOWN_DATABASE, "Database " + db + " does not exist");
        }
        if (c.ifNotExists() && catalog.hasTable(db, c.table())) {
            return;
        }
        CreateTable spec = c;
        if (c.asTable().isPresent()) {
            TableName source = c.asTable().get();
            spec = CreateTableAs.likeTable(c, catalog.table(source.database().orElse(ctx.currentDatabase()),
                    source.table()).definition());
        }
        if (c.asSelect().isPresent()) {
            spec = CreateTableAs.withColumns(spec, selectRunner(ctx).plan(c.asSelect().get()).header());
        }
        CreateTable modern = LegacyMergeTreeSyntax.rewrite(spec, ctx.settings().getBool("allow_deprecated_syntax_for_merge_tree"));
        catalog.createTable(TableDefinitions.forCreate(modern, db, c.table(), ctx.evaluation()), c.ifNotExists());
        if (c.asSelect().isPresent()) {
            List<String> stored = spec.columns().stream().filter(col -> col.defaultValue().map(d -> d.kind()
                    == ColumnDefault.Kind.DEFAULT).orElse(true)).map(ColumnDef::name).toList();
            inserts.run(new Insert(Optional.of(db), c.table(), stored, new InsertSource.Select(c.asSelect().get())), ctx, null);
        }
    }

    /**
     * CREATE [OR REPLACE] [MATERIALIZED] VIEW: the query's tables are named with the current database and, unless the
     * statement lists them, its columns are those the query returns (analysed with each parameter at its type's
     * default). A materialized view with an ENGINE clause gets its inner table of those columns; POPULATE fills it
     * with what the query returns now.
     */
    private void createView(CreateView v, QueryContext ctx) {
        String db = v.database().orElse(ctx.currentDatabase());
        if (!catalog.hasDatabase(db)) {
            throw new MergeLabException(ErrorCode.UNKNOWN_DATABASE, "Database " + db + " does not exist");
        }
        boolean exists = catalog.hasTable(db, v.name());
        if (exists && v.ifNotExists()) {
            return;
        }
        if (exists && !v.orReplace()) {
            throw new MergeLabException(ErrorCode.TABLE_ALREADY_EXISTS, "Table " + db + "." + v.name() + " already exists");
        }
        SelectUnion query = ViewQueries.qualify(v.query(), ctx.currentDatabase());
        Optional<TableName> to = v.to().map(t -> new TableName(Optional.of(t.database().orElse(ctx.currentDatabase())), t.table()));
        if (v.materialized()) {
            checkMaterialized(v, query, to);
        }
        List<ColumnDef> columns = v.columns();
        if (columns.isEmpty()) {
            columns = CreateTableAs.columnsOf(selectRunner(ctx).plan(ViewQueries.placeholders(query)).header());
        }
        TableDefinition def = ViewDefinitions.of(new CreateView(v.materialized(), false, false, Optional.of(db), v.name(),
                columns, to, v.storage(), false, query), db, v.name());
        if (exists) {
            dropTable(new DropTable(false, Optional.of(db), v.name()), ctx);
        }
        String inner = ViewDefinitions.innerTableName(db, v.name());
        if (v.materialized() && v.storage().isPresent()) {
            CreateTable s = v.storage().get();
            CreateTable innerTable = new CreateTable(false, Optional.of(db), inner, columns, List.of(), Optional.empty(),
                    s.engine(), s.partitionBy(), s.primaryKey(), s.orderBy(), s.sampleBy(), s.settings(), Optional.empty(),
                    Optional.empty());
            catalog.createTable(TableDefinitions.forCreate(innerTable, db, inner, ctx.evaluation()), false);
        }
        try {
            catalog.createTable(def, false);
        } catch (RuntimeException e) {
            if (v.materialized() && v.storage().isPresent()) {
                catalog.dropTable(db, inner, true);
            }
            throw e;
        }
        if (v.populate()) {
            inserts.run(new Insert(Optional.of(db), v.name(), columns.stream().map(ColumnDef::name).toList(),
                    new InsertSource.Select(query)), ctx, null);
        }
    }

    /** A materialized view writes either into a TO table that exists or into an inner table an ENGINE clause describes. */
    private void checkMaterialized(CreateView v, SelectUnion query, Optional<TableName> to) {
        if (to.isEmpty() && v.storage().isEmpty()) {
            throw new MergeLabException(ErrorCode.INCORRECT_QUERY, "You must specify where to save results of a MaterializedView "
                    + "query: either ENGINE or an existing table in a TO clause");
        }
        if (to.isPresent() && v.storage().isPresent()) {
            throw new MergeLabException(ErrorCode.INCORRECT_QUERY, "A materialized view with a TO clause cannot have an ENGINE");
        }
        if (to.isPresent() && v.populate()) {
            throw new MergeLabException(ErrorCode.INCORRECT_QUERY, "POPULATE is not supported when using TO syntax");
        }
        MaterializedViewTable.Name source = ViewDefinitions.source(query);
        catalog.table(source.database(), source.table());
        if (to.isPresent()) {
            catalog.table(to.get().database().orElseThrow(), to.get().table());
        }
    }

    /** DROP TABLE, or DROP VIEW, which drops only views (INCORRECT_QUERY for a table, as ClickHouse). */
    private void dropTable(DropTable d, QueryContext ctx) {
        String db = d.database().orElse(ctx.currentDatabase());
        if (d.view() && catalog.hasDatabase(db) && catalog.hasTable(db, d.table())
                && !catalog.table(db, d.table()).definition().engine().isView()) {
            throw new MergeLabException(ErrorCode.INCORRECT_QUERY, "Table " + db + "." + d.table() + " is not a View");
        }
        Table dropped = catalog.hasDatabase(db) && catalog.hasTable(db, d.table()) ? catalog.table(db, d.table()) : null;
        catalog.dropTable(db, d.table(), d.ifExists());
        if (dropped instanceof MaterializedViewTable mv && mv.innerTarget()) {
            catalog.dropTable(mv.target().database(), mv.target().table(), true);
        }
    }

    private SelectRunner selectRunner(QueryContext ctx) {
        return new SelectRunner(catalog, systemTables, dataDir, access, ctx);
    }

    private SelectRunner selectRunner(QueryContext ctx, UnaryOperator<TableResolver> resolvers) {
        return new SelectRunner(catalog, systemTables, dataDir, access, ctx, resolvers);
    }

    /** Plans the SELECT, starts its pipeline and streams the result; closing the result early cancels the run. */
    private QueryResult select(SelectUnion u, QueryContext ctx) {
        SelectRunner runner = selectRunner(ctx);
        QueryPlan plan = runner.plan(u);
        QueryExecution execution = runner.start(plan);
        return ResultStream.select(plan.header().names(), plan.header().types(), execution.pipeline().results(),
                u.format(), ctx, execution.pipeline()::cancel, execution.pipeline()::totals);
    }

    PlanExplains explainPlans(SelectUnion select, QueryContext ctx) {
        return ExplainRunner.plans(select, selectRunner(ctx), ctx);
    }

    /** system.query_log's rows of one query, as {@code SELECT * ... WHERE query_id = ...} returns them. */
    public SystemRows queryLogRows(String queryId) {
        return textOf(logging.logs().queryLogColumns(), logging.logs().queryLogRowsOf(queryId));
    }

    /** system.processors_profile_log's rows of one query, as {@link #queryLogRows} gives those of the query log. */
    public SystemRows processorsProfileLogRows(String queryId) {
        return textOf(logging.logs().processorsProfileLogColumns(), logging.logs().processorsProfileLogRowsOf(queryId));
    }

    /** system.part_log's rows of one table from a moment on, as {@link #queryLogRows} gives those of the query log. */
    public SystemRows partLogRows(String database, String table, Instant since) {
        return textOf(logging.logs().partLogColumns(),
                logging.logs().partLogRowsOf(database, table, since.getEpochSecond()));
    }

    /** system.parts' rows of one table. */
    public List<PartSnapshot> parts(String database, String table) {
        return PartSnapshots.of(catalog, database, table);
    }

    /** What the merge selector would do now with each partition of a MergeTree table (empty for any other table). */
    public List<MergeOutlook> mergeOutlook(String database, String table) {
        if (database.equals(Catalog.SYSTEM_DATABASE) || !catalog.hasTable(database, table)
                || !(catalog.table(database, table) instanceof MergeTreeTable t)) {
            return List.of();
        }
        Set<String> reserved = t.reservedParts().stream().map(DataPart::name).collect(Collectors.toSet());
        return PartitionOutlooks.of(t.activeParts(), reserved, t.definition().settings(), Instant.now(),
                t.mutations().versions(), mergesStopped(t));
    }

    private Optional<String> mergesStopped(MergeTreeTable t) {
        if (mergeScheduler.stoppedByCommand(t)) {
            return Optional.of("SYSTEM STOP MERGES is in force for this table.");
        }
        return mergeScheduler.enabled(t) ? Optional.empty()
                : Optional.of("Background merges are off in this engine (" + MergeScheduler.ENABLED_PROPERTY + "=false).");
    }

    private static SystemRows textOf(List<PartColumn> columns, Chunk rows) {
        return new SystemRows(columns.stream().map(PartColumn::name).toList(), TextRows.of(rows));
    }

    Catalog catalog() {
        return catalog;
    }

    /** The one thread that calls every query listener of this engine during its queries (see ProgressReporter). */
    synchronized ScheduledExecutorService progressTimer() {
        if (progressTimer == null) {
            progressTimer = new ScheduledThreadPoolExecutor(1, r -> {
                Thread t = new Thread(r, "query-progress-" + dataDir.getFileName());
                t.setDaemon(true);
                return t;
            });
            progressTimer.setRemoveOnCancelPolicy(true);
        }
        return progressTimer;
    }

    Path dataDir() {
        return dataDir;
    }

    /** Stops background merges first, then closes the tables and deletes retired parts; the logs, flushed, go last. */
    @Override
    public void close() {
        synchronized (this) {
            if (progressTimer != null) {
                progressTimer.shutdownNow();
            }
        }
        try {
            mergeScheduler.close();
        } finally {
            try {
                catalog.close();
            } finally {
                try {
                    retirement.removeAll();
                } finally {
                    logging.logs().close();
                }
            }
        }
    }
}
