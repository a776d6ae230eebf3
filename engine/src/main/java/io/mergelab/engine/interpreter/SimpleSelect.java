package io.mergelab.engine.interpreter;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.sql.ast.Asterisk;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.SelectQuery;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * The storage foundation's read path: a projection of columns or expressions, an optional WHERE filter,
 * {@code count()}, and LIMIT/OFFSET over one table. Anything richer is reported as not supported yet;
 * the query-engine issue replaces this with planned, profiled pipelines.
 */
final class SimpleSelect {
    private final TableSource source;
    private final QueryContext ctx;
    private final List<CompiledExpression> projections = new ArrayList<>();
    private final CompiledExpression where;
    private final boolean countOnly;
    private final List<String> scanColumns;
    private final long limit;
    private final long offset;

    private SimpleSelect(SelectQuery q, TableSource source, QueryContext ctx) {
        rejectUnsupported(q);
        this.source = source;
        this.ctx = ctx;
        countOnly = q.select().size() == 1 && isCountStar(q.select().get(0));
        List<Expr> selected = new ArrayList<>();
        if (!countOnly) {
            for (Expr e : q.select()) {
                if (e instanceof Asterisk a) {
                    if (a.qualifier().isPresent()) {
                        throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "Qualified asterisks are not supported yet");
                    }
                    source.asteriskColumns().forEach(name -> selected.add(Identifier.of(name)));
                } else {
                    selected.add(e);
                }
            }
        }
        // Compile once against every column to learn what is needed, then against just the columns read.
        InputSchema full = new InputSchema(source.names(), source.types());
        Set<String> needed = new LinkedHashSet<>();
        for (Expr e : selected) {
            needed.addAll(ExpressionCompiler.compile(e, full, ctx.evaluation()).requiredColumns());
        }
        q.where().ifPresent(w -> needed.addAll(ExpressionCompiler.compile(w, full, ctx.evaluation()).requiredColumns()));
        if (needed.isEmpty() && !source.names().isEmpty()) {
            needed.add(source.names().get(0));
        }
        scanColumns = source.names().stream().filter(needed::contains).toList();
        InputSchema read = new InputSchema(scanColumns,
                scanColumns.stream().map(n -> source.types().get(source.names().indexOf(n))).toList());
        for (Expr e : selected) {
            projections.add(ExpressionCompiler.compile(e, read, ctx.evaluation()));
        }
        where = q.where().map(w -> ExpressionCompiler.compile(w, read, ctx.evaluation())).orElse(null);
        limit = q.limit().map(l -> constantLong(l.count(), "LIMIT")).orElse(Long.MAX_VALUE);
        offset = q.limit().flatMap(l -> l.offset()).map(o -> constantLong(o, "OFFSET")).orElse(0L);
    }

    static SimpleSelect plan(SelectQuery q, TableSource source, QueryContext ctx) {
        return new SimpleSelect(q, source, ctx);
    }

    List<String> names() {
        return countOnly ? List.of("count()") : projections.stream().map(CompiledExpression::columnName).toList();
    }

    List<DataType> types() {
        return countOnly ? List.of(IntegerType.UINT64) : projections.stream().map(CompiledExpression::type).toList();
    }

    Iterator<Chunk> execute() {
        Iterator<Chunk> scan = source.scan(scanColumns, ctx);
        FilteredChunks filtered = new FilteredChunks(scan);
        if (countOnly) {
            long n = 0;
            while (filtered.hasNext()) {
                n += filtered.next().rows();
            }
            boolean emit = limit > 0 && offset == 0;
            Chunk result = Chunk.of(List.of(LongColumn.of(IntegerType.UINT64, n)));
            return emit ? List.of(result).iterator() : List.<Chunk>of().iterator();
        }
        return new Limited(filtered);
    }

    /** Applies WHERE and the projection to scanned chunks whose columns follow {@code scanColumns}. */
    private final class FilteredChunks implements Iterator<Chunk> {
        private final Iterator<Chunk> scan;
        private Chunk next;

        FilteredChunks(Iterator<Chunk> scan) {
            this.scan = scan;
        }

        @Override
        public boolean hasNext() {
            while (next == null && scan.hasNext()) {
                ctx.checkCancelled();
                Chunk c = scan.next();
                if (where != null) {
                    c = filter(c, where.evaluate(c));
                }
                if (c.rows() > 0) {
                    next = countOnly ? c : project(c);
                }
            }
            return next != null;
        }

        @Override
        public Chunk next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            Chunk c = next;
            next = null;
            return c;
        }
    }

    private Chunk project(Chunk c) {
        List<Column> out = new ArrayList<>(projections.size());
        for (CompiledExpression p : projections) {
            out.add(p.evaluate(c));
        }
        return new Chunk(out, c.rows());
    }

    private static Chunk filter(Chunk c, Column mask) {
        int[] rows = new int[c.rows()];
        int n = 0;
        long[] values = mask instanceof NullableColumn nc ? ((LongColumn) nc.nested()).values() : ((LongColumn) mask).values();
        byte[] nulls = mask instanceof NullableColumn nc ? nc.nulls() : null;
        for (int r = 0; r < c.rows(); r++) {
            if (values[r] != 0 && (nulls == null || nulls[r] == 0)) {
                rows[n++] = r;
            }
        }
        return n == c.rows() ? c : c.take(rows, n);
    }

    private final class Limited implements Iterator<Chunk> {
        private final Iterator<Chunk> input;
        private long toSkip = offset;
        private long remaining = limit;
        private Chunk pending;

        Limited(Iterator<Chunk> input) {
            this.input = input;
        }

        @Override
        public boolean hasNext() {
            while (remaining > 0 && toSkip > 0 && input.hasNext()) {
                Chunk c = input.next();
                if (c.rows() > toSkip) {
                    pending = c.slice((int) toSkip, c.rows() - (int) toSkip);
                    toSkip = 0;
                } else {
                    toSkip -= c.rows();
                }
            }
            return remaining > 0 && (pending != null || input.hasNext());
        }

        @Override
        public Chunk next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            Chunk c = pending != null ? pending : input.next();
            pending = null;
            if (c.rows() > remaining) {
                c = c.slice(0, (int) remaining);
            }
            remaining -= c.rows();
            return c;
        }
    }

    private static void rejectUnsupported(SelectQuery q) {
        List<String> clauses = new ArrayList<>();
        if (!q.with().isEmpty()) clauses.add("WITH");
        if (q.distinct()) clauses.add("DISTINCT");
        if (!q.joins().isEmpty()) clauses.add("JOIN");
        if (q.prewhere().isPresent()) clauses.add("PREWHERE");
        if (!q.groupBy().isEmpty()) clauses.add("GROUP BY");
        if (q.having().isPresent()) clauses.add("HAVING");
        if (!q.orderBy().isEmpty()) clauses.add("ORDER BY");
        if (q.limitBy().isPresent()) clauses.add("LIMIT BY");
        if (!clauses.isEmpty()) {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, String.join(", ", clauses) + " is not supported yet");
        }
    }

    private static boolean isCountStar(Expr e) {
        return e instanceof FunctionCall f && f.name().toLowerCase(Locale.ROOT).equals("count") && !f.distinct()
                && (f.args().isEmpty() || f.args().size() == 1 && f.args().get(0) instanceof Asterisk);
    }

    private static long constantLong(Expr e, String clause) {
        if (e instanceof Literal l && l.value() instanceof Long v && v >= 0) {
            return v;
        }
        throw new MergeLabException(ErrorCode.INCORRECT_QUERY, clause + " must be a non-negative integer literal");
    }
}
