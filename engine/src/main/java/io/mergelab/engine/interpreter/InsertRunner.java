package io.mergelab.engine.interpreter;

import io.mergelab.engine.catalog.Catalog;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Columns;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.format.InputFormat;
import io.mergelab.engine.format.InputFormats;
import io.mergelab.engine.plan.QueryPlan;
import io.mergelab.engine.querylog.ProfileEvent;
import io.mergelab.engine.querylog.ProfileEventCounters;
import io.mergelab.engine.sql.ast.Insert;
import io.mergelab.engine.sql.ast.InsertSource;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.storage.format.FsyncStats;
import io.mergelab.engine.table.InsertStats;
import io.mergelab.engine.table.InsertThrottle;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.table.Table;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.UnaryOperator;
import io.mergelab.engine.analyzer.TableResolver;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.table.MaterializedViewTable;
import io.mergelab.engine.tablefunction.UserFiles;
import java.util.ArrayList;

/** Executes INSERT ... VALUES | FORMAT | SELECT, and the chunk insert of the Session API. */
final class InsertRunner {
    private final Catalog catalog;
    private final BiFunction<QueryContext, UnaryOperator<TableResolver>, SelectRunner> selects;

    InsertRunner(Catalog catalog, BiFunction<QueryContext, UnaryOperator<TableResolver>, SelectRunner> selects) {
        this.catalog = catalog;
        this.selects = selects;
    }

    /** The table an INSERT writes: a materialized view's target for the view. */
    private Table target(String database, String name) {
        Table table = catalog.table(database, name);
        if (table instanceof MaterializedViewTable mv) {
            return catalog.table(mv.target().database(), mv.target().table());
        }
        return table;
    }

    InsertStats run(Insert insert, QueryContext ctx, InputStream streamData) {
        Table table = target(insert.database().orElse(ctx.currentDatabase()), insert.table());
        List<String> columns = insert.columns().isEmpty() ? InsertCompleter.defaultColumns(table.definition()) : insert.columns();
        InsertSource source = insert.source();
        if (source instanceof InsertSource.Values v) {
            InsertCompleter completer = new InsertCompleter(table.definition(), columns, ctx.evaluation());
            ctx.markStarted();
            Chunk rows = ValuesRows.toChunk(v.rows(), columns, completer.suppliedTypes(), ctx.evaluation());
            return insertInto(table, List.of(completer.complete(rows)).iterator(), ctx);
        }
        if (source instanceof InsertSource.Format f) {
            checkFormat(f.format());
            InputStream in = f.data().<InputStream>map(d -> new ByteArrayInputStream(d.getBytes(StandardCharsets.UTF_8)))
                    .orElse(streamData);
            if (in == null) {
                throw new MergeLabException(ErrorCode.INCORRECT_QUERY, "INSERT ... FORMAT " + f.format() + " has no data");
            }
            return insertFormatted(table, columns, f.format(), in, ctx);
        }
        if (source instanceof InsertSource.File f) {
            checkFormat(f.format());
            try (InputStream in = InputFiles.open(UserFiles.path(f.path()), f.compression())) {
                return insertFormatted(table, columns, f.format(), in, ctx);
            } catch (IOException e) {
                throw new MergeLabException(ErrorCode.CANNOT_READ_ALL_DATA, "Cannot read " + f.path() + ": " + e, e);
            }
        }
        SelectUnion query = ((InsertSource.Select) source).query();
        return insertSelect(table, columns, query, ctx);
    }

    private static boolean optimizeOnInsert(QueryContext ctx) {
        return ctx.settings().getBool("optimize_on_insert");
    }

    private static void checkFormat(String format) {
        if (!InputFormats.isSupported(format)) {
            throw new MergeLabException(ErrorCode.UNKNOWN_FORMAT, "Unknown input format " + format);
        }
    }

    private InsertStats insertFormatted(Table table, List<String> columns, String format, InputStream in, QueryContext ctx) {
        InsertCompleter types = new InsertCompleter(table.definition(), columns, ctx.evaluation());
        ctx.markStarted();
        try (InputFormat input = InputFormats.open(format, in, columns, types.suppliedTypes())) {
            InsertCompleter completer = new InsertCompleter(table.definition(), input.columns(), ctx.evaluation());
            int blockRows = (int) Math.min(Integer.MAX_VALUE, ctx.settings().getLong("max_insert_block_size"));
            try (ReadAhead<Chunk> blocks = new ReadAhead<>(new FormatBlocks(input, blockRows, completer, ctx),
                    "insert-parse-" + ctx.queryId())) {
                return insertInto(table, blocks, ctx);
            }
        }
    }

    /** Reads the SELECT through its plan and pipeline; a failed or cancelled insert stops the pipeline. */
    private InsertStats insertSelect(Table table, List<String> columns, SelectUnion query, QueryContext ctx) {
        SelectRunner runner = selects.apply(ctx, UnaryOperator.identity());
        QueryPlan plan = runner.plan(query);
        checkColumnCount(plan.header().size(), columns);
        QueryExecution execution = runner.start(plan);
        try {
            return insertRows(table, columns, execution.pipeline().results(), ctx);
        } finally {
            execution.pipeline().cancel();
        }
    }

    private static void checkColumnCount(int selected, List<String> columns) {
        if (selected != columns.size()) {
            throw new MergeLabException(ErrorCode.NUMBER_OF_COLUMNS_DOESNT_MATCH, "Number of columns doesn't match: the SELECT returns "
                    + selected + ", the INSERT expects " + columns.size());
        }
    }

    private InsertStats insertRows(Table table, List<String> columns, Iterator<Chunk> selected, QueryContext ctx) {
        InsertCompleter completer = new InsertCompleter(table.definition(), columns, ctx.evaluation());
        long blockRows = ctx.settings().getLong("max_insert_block_size");
        Iterator<Chunk> rows = new SquashingIterator(selected, blockRows);
        return insertInto(table, completing(rows, completer::complete, ctx), ctx);
    }

    /**
     * Inserts chunks handed over through the Session API. Their caller may refill their arrays once the insert
     * returns (a generator's reused blocks), so a table that {@linkplain #mayKeepBlocks may keep them} gets copies.
     */
    InsertStats insertChunks(String qualifiedTable, List<String> columns, Iterator<Chunk> blocks, QueryContext ctx) {
        Table table = named(qualifiedTable, ctx);
        InsertCompleter completer = new InsertCompleter(table.definition(), columns, ctx.evaluation());
        boolean copy = mayKeepBlocks(table);
        ctx.markStarted();
        return insertInto(table, completing(blocks,
                block -> completer.complete(copy ? block.slice(0, block.rows()) : block), ctx), ctx);
    }

    /**
     * Inserts one block handed over through the Session API in consecutive pieces, each of which the caller may
     * refill once the next is asked for. A MergeTree table that writes rows as they come, without materialized views,
     * writes the pieces into one part one after another; any other table gets the block glued from copies of the
     * pieces, as one block of {@link #insertChunks}.
     */
    InsertStats insertPieces(String qualifiedTable, List<String> columns, Iterator<Chunk> pieces, QueryContext ctx) {
        Table table = named(qualifiedTable, ctx);
        if (mayKeepBlocks(table) || !(table instanceof MergeTreeTable mergeTree)
                || !mergeTree.writesPiecesAsTheyCome()) {
            // a piece is copied before the next one is asked for, which may refill its arrays; the last one need not be
            List<Chunk> block = new ArrayList<>();
            Chunk last = null;
            while (pieces.hasNext()) {
                ctx.checkCancelled();
                if (last != null) {
                    block.add(last.slice(0, last.rows()));
                }
                last = pieces.next();
            }
            if (last != null) {
                block.add(last);
            }
            return insertChunks(qualifiedTable, columns,
                    block.isEmpty() ? block.iterator() : List.of(Columns.concatChunks(block)).iterator(), ctx);
        }
        InsertCompleter completer = new InsertCompleter(table.definition(), columns, ctx.evaluation());
        ctx.markStarted();
        InsertThrottle.delayOrThrow(mergeTree, ctx.running().events(), ctx::isCancelled);
        InsertStats stats = mergeTree.insertPieces(completing(pieces, completer::complete, ctx));
        countSyncs(stats, ctx);
        return stats;
    }

    /**
     * Writes the blocks into the table, after the MergeTree back-pressure checks (ClickHouse makes them when the
     * insert's sink starts); here the query's ProfileEvents and cancellation are at hand.
     */
    private InsertStats insertInto(Table table, Iterator<Chunk> blocks, QueryContext ctx) {
        return insertInto(table, blocks, ctx, () -> { });
    }

    /**
     * As {@link #insertInto(Table, Iterator, QueryContext)}, running {@code beforeVisible} when the blocks are written;
     * the rows of the table's materialized views are written then, each view's insert nested in the one before, so
     * a failure anywhere leaves every one of them, and the insert itself, invisible.
     */
    private InsertStats insertInto(Table table, Iterator<Chunk> blocks, QueryContext ctx, Runnable beforeVisible) {
        if (table instanceof MergeTreeTable mergeTree) {
            InsertThrottle.delayOrThrow(mergeTree, ctx.running().events(), ctx::isCancelled);
        }
        List<MaterializedViewTable> views = materializedViews(table.definition());
        InsertStats stats;
        if (views.isEmpty()) {
            stats = table.insert(blocks, optimizeOnInsert(ctx), beforeVisible);
        } else {
            MaterializedViewRows rows = new MaterializedViewRows(table.definition(), views, (view, resolvers) -> {
                SelectRunner runner = selects.apply(ctx, resolvers);
                QueryPlan plan = runner.plan(view.query());
                return new MaterializedViewRows.BlockRows(plan.header().names(), runner.runToEnd(plan));
            });
            stats = table.insert(rows.tee(blocks), optimizeOnInsert(ctx), () -> writeViews(rows.outputs(), 0, ctx, beforeVisible));
        }
        countSyncs(stats, ctx);
        return stats;
    }

    /**
     * Whether {@code table} may keep an inserted block's arrays: a table that holds blocks as they are (Memory), or one
     * whose materialized views may pass columns on to such a table. A MergeTree table writes them to its part files.
     */
    private boolean mayKeepBlocks(Table table) {
        return !(table instanceof MergeTreeTable) || !materializedViews(table.definition()).isEmpty();
    }

    /** The table an insert of the Session API names: {@code db.t}, or {@code t} in the session's database. */
    private Table named(String qualifiedTable, QueryContext ctx) {
        int dot = qualifiedTable.indexOf('.');
        String db = dot < 0 ? ctx.currentDatabase() : qualifiedTable.substring(0, dot);
        return target(db, dot < 0 ? qualifiedTable : qualifiedTable.substring(dot + 1));
    }

    /** {@code input}, each chunk passed through {@code complete}, checking for a cancel before each. */
    private static Iterator<Chunk> completing(Iterator<Chunk> input, UnaryOperator<Chunk> complete, QueryContext ctx) {
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                ctx.checkCancelled();
                return input.hasNext();
            }

            @Override
            public Chunk next() {
                return complete.apply(input.next());
            }
        };
    }

    /** The insert's forces to disk, in the query's ProfileEvents. */
    private static void countSyncs(InsertStats stats, QueryContext ctx) {
        FsyncStats syncs = stats.fsyncs();
        ProfileEventCounters events = ctx.running().events();
        events.increment(ProfileEvent.FileSync, syncs.fileSyncs());
        events.increment(ProfileEvent.FileSyncElapsedMicroseconds, syncs.fileSyncMicros());
        events.increment(ProfileEvent.DirectorySync, syncs.directorySyncs());
        events.increment(ProfileEvent.DirectorySyncElapsedMicroseconds, syncs.directorySyncMicros());
    }

    /** The materialized views reading inserts into {@code source}, in the catalog's order. */
    private List<MaterializedViewTable> materializedViews(TableDefinition source) {
        List<MaterializedViewTable> views = new ArrayList<>();
        for (String db : catalog.databaseNames()) {
            if (db.equals(Catalog.SYSTEM_DATABASE) || !catalog.hasDatabase(db)) {
                continue;
            }
            for (Table t : catalog.tables(db)) {
                if (t instanceof MaterializedViewTable mv && mv.source().database().equals(source.database())
                        && mv.source().table().equals(source.name())) {
                    views.add(mv);
                }
            }
        }
        return views;
    }

    /**
     * Writes view {@code index}'s rows into its target, its columns matched by name (target columns the view does not
     * give get their defaults, view columns the target lacks are left out), then, before they become visible, the
     * next view's; after the last, {@code last}. The target's own views run in turn.
     */
    private void writeViews(List<MaterializedViewRows.Output> outputs, int index, QueryContext ctx, Runnable last) {
        if (index == outputs.size()) {
            last.run();
            return;
        }
        MaterializedViewRows.Output out = outputs.get(index);
        Table target = catalog.table(out.view.target().database(), out.view.target().table());
        TableDefinition def = target.definition();
        List<String> columns = new ArrayList<>();
        List<Integer> positions = new ArrayList<>();
        for (int i = 0; i < out.names.size(); i++) {
            if (def.column(out.names.get(i)).isPresent() && !columns.contains(out.names.get(i))) {
                columns.add(out.names.get(i));
                positions.add(i);
            }
        }
        InsertCompleter completer = new InsertCompleter(def, columns, ctx.evaluation());
        List<Chunk> completed = new ArrayList<>();
        for (Chunk c : out.chunks) {
            if (c.rows() > 0) {
                completed.add(completer.complete(new Chunk(positions.stream().map(c::column).toList(), c.rows())));
            }
        }
        Runnable next = () -> writeViews(outputs, index + 1, ctx, last);
        if (completed.isEmpty()) {
            next.run();
        } else {
            insertInto(target, completed.iterator(), ctx, next);
        }
    }

    /** Reads an input format block by block, completing each block to the table's stored columns. */
    private static final class FormatBlocks implements Iterator<Chunk> {
        private final InputFormat input;
        private final int blockRows;
        private final InsertCompleter completer;
        private final QueryContext ctx;
        private Optional<Chunk> next;

        FormatBlocks(InputFormat input, int blockRows, InsertCompleter completer, QueryContext ctx) {
            this.input = input;
            this.blockRows = blockRows;
            this.completer = completer;
            this.ctx = ctx;
        }

        @Override
        public boolean hasNext() {
            if (next == null) {
                ctx.checkCancelled();
                next = input.next(blockRows);
            }
            return next.isPresent();
        }

        @Override
        public Chunk next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            Chunk c = next.get();
            next = null;
            return completer.complete(c, input::omittedRows);
        }
    }
}
