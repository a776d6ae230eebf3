package io.mergelab.engine.interpreter;

import io.mergelab.engine.PlanExplains;
import io.mergelab.engine.QueryProfile;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.function.Supplier;

/** Wraps a query's chunk iterator to count result rows and to finish the summary when drained or closed. */
final class ResultStream implements Iterator<Chunk>, QueryResult.ResultLifecycle {
    private final Iterator<Chunk> input;
    private final QueryContext ctx;
    private final long writtenRows;
    private final long writtenBytes;
    private final Runnable onClose;
    private Supplier<Optional<Chunk>> totals = Optional::empty;
    /** Whether this is a SELECT's result, whose plan can be explained once it ran. */
    private boolean select;
    private boolean failed;
    private long resultRows;
    private long resultBytes;
    private long largestBlockBytes;
    private QuerySummary summary;

    private ResultStream(Iterator<Chunk> input, QueryContext ctx, long writtenRows, long writtenBytes, Runnable onClose) {
        this.input = input;
        this.onClose = onClose;
        this.ctx = ctx;
        this.writtenRows = writtenRows;
        this.writtenBytes = writtenBytes;
    }

    static QueryResult rows(List<String> names, List<DataType> types, Iterator<Chunk> chunks, Optional<String> format,
                            QueryContext ctx) {
        return rows(names, types, chunks, format, ctx, () -> { });
    }

    /** A result set; {@code onClose} stops its producer when the reader closes the result before the end. */
    static QueryResult rows(List<String> names, List<DataType> types, Iterator<Chunk> chunks, Optional<String> format,
                            QueryContext ctx, Runnable onClose) {
        ResultStream s = new ResultStream(chunks, ctx, 0, 0, onClose);
        return new QueryResult(names, types, s, format, s);
    }

    /**
     * A SELECT's result: its pipeline is cancelled when the reader closes early, it may have a totals row, and once it
     * ran its plan can be explained from the run ({@link #planExplains()}).
     */
    static QueryResult select(List<String> names, List<DataType> types, Iterator<Chunk> chunks, Optional<String> format,
                              QueryContext ctx, Runnable onClose, Supplier<Optional<Chunk>> totals) {
        ResultStream s = new ResultStream(chunks, ctx, 0, 0, onClose);
        s.totals = totals;
        s.select = true;
        return new QueryResult(names, types, s, format, s);
    }

    /** The summary of a query that failed before it produced a result stream. */
    static QuerySummary failedSummary(QueryContext ctx) {
        return new QuerySummary(ctx.queryId(), ctx.readCounters().rows(), ctx.readCounters().bytes(), 0, 0, 0,
                ctx.elapsedNanos(), ctx.running().memory().peak());
    }

    /** A finished statement without a result set (DDL, INSERT, SET ...). */
    static QueryResult done(QueryContext ctx, long writtenRows, long writtenBytes) {
        ResultStream s = new ResultStream(List.<Chunk>of().iterator(), ctx, writtenRows, writtenBytes, () -> { });
        s.finish();
        return new QueryResult(List.of(), List.of(), s, Optional.empty(), s);
    }

    @Override
    public boolean hasNext() {
        if (summary != null) {
            return false;
        }
        try {
            if (input.hasNext()) {
                return true;
            }
        } catch (MergeLabException e) {
            finish(e);
            throw e;
        } catch (RuntimeException e) {
            finish(new MergeLabException(ErrorCode.LOGICAL_ERROR, String.valueOf(e), e));
            throw e;
        }
        finish();
        return false;
    }

    @Override
    public Chunk next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        Chunk c = input.next();
        resultRows += c.rows();
        resultBytes += c.byteSize();
        largestBlockBytes = Math.max(largestBlockBytes, c.byteSize());
        return c;
    }

    private void finish() {
        finish(null);
    }

    /** Seals the summary and reports the end of the query (with its error, if it failed). */
    private void finish(MergeLabException error) {
        if (summary == null) {
            failed = error != null;
            summary = new QuerySummary(ctx.queryId(), ctx.readCounters().rows(), ctx.readCounters().bytes(),
                    writtenRows, writtenBytes, resultRows, ctx.elapsedNanos(),
                    Math.max(Math.max(largestBlockBytes, ctx.readCounters().largestBlockBytes()), ctx.running().memory().peak()));
            ctx.complete(summary, resultBytes, error);
        }
    }

    @Override
    public QuerySummary summary() {
        if (summary == null) {
            finish();
        }
        return summary;
    }

    @Override
    public Optional<Chunk> totals() {
        return totals.get();
    }

    @Override
    public Optional<QueryProfile> profile() {
        return ctx.profile();
    }

    /** Explained from the run itself, on the caller's thread, only when asked: a plain run never pays for it. */
    @Override
    public Optional<PlanExplains> planExplains() {
        if (!select || summary == null || failed) {
            return Optional.empty();
        }
        return ctx.execution().map(execution -> ExplainRunner.executed(execution, ctx));
    }

    /** Stops the producer; a failure it had met ends the query as failed (and is thrown) rather than finished. */
    @Override
    public void close() {
        try {
            onClose.run();
        } catch (MergeLabException e) {
            finish(e);
            throw e;
        }
        finish();
    }
}
