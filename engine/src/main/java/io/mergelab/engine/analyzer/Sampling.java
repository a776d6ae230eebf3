package io.mergelab.engine.analyzer;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.ColumnNames;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Asterisk;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.JoinClause;
import io.mergelab.engine.sql.ast.LimitBy;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.OrderItem;
import io.mergelab.engine.sql.ast.SampleClause;
import io.mergelab.engine.sql.ast.SampleRatio;
import io.mergelab.engine.sql.ast.SelectQuery;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.SubqueryExpr;
import io.mergelab.engine.sql.ast.SubqueryTable;
import io.mergelab.engine.sql.ast.TableExpr;
import io.mergelab.engine.sql.ast.TableRef;
import io.mergelab.engine.table.SamplingKey;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code FROM t SAMPLE k [OFFSET m]} as ClickHouse's MergeTreeDataSelectExecutor does it: the fraction k (or k rows,
 * when k > 1, against the rows in the granules the query's condition selects through the primary key) of the sampling
 * key's range, starting at the fraction m, becomes the condition
 * {@code key >= lower AND key < upper}, ANDed to the query's WHERE. Index analysis then narrows the read through the
 * primary key (where the sampling key must be) like any condition on it, and the same rows are chosen on every run.
 * {@code _sample_factor} (Float64) reads as 1 / k, or 1 without SAMPLE. A joined table with SAMPLE is read as a
 * subquery filtered the same way.
 */
final class Sampling {
    static final String SAMPLE_FACTOR = "_sample_factor";
    private static final SampleRatio ZERO = new SampleRatio(BigInteger.ZERO, BigInteger.ONE);
    private static final SampleRatio ONE = new SampleRatio(BigInteger.ONE, BigInteger.ONE);

    private Sampling() {
    }

    /** {@code q} with its SAMPLE clauses turned into conditions and {@code _sample_factor} into its value. */
    static SelectQuery apply(SelectQuery q, TableResolver tables) {
        List<JoinClause> joins = new ArrayList<>();
        boolean joinChanged = false;
        for (JoinClause j : q.joins()) {
            if (j.table() instanceof TableRef r && r.sample().isPresent()) {
                joins.add(new JoinClause(j.strictness(), j.kind(), sampledSubquery(r, tables), j.using(), j.on()));
                joinChanged = true;
            } else {
                joins.add(j);
            }
        }
        if (joinChanged) {
            q = new SelectQuery(q.with(), q.distinct(), q.select(), q.from(), joins, q.arrayJoins(), q.prewhere(), q.where(),
                    q.groupBy(), q.withTotals(), q.having(), q.orderBy(), q.limitBy(), q.limit(), q.settings());
        }
        if (!(q.from().orElse(null) instanceof TableRef r) || (r.sample().isEmpty() && !mentionsSampleFactor(q))) {
            return q;
        }
        Optional<SamplingTarget> target = tables.sampling(r, r.sample().isEmpty() ? Optional.empty() : keyCondition(q));
        if (r.sample().isEmpty()) {
            return target.isPresent() ? withSampleFactor(q, 1.0) : q;
        }
        Slice slice = slice(r, r.sample().get(), target);
        Optional<Expr> where = q.where();
        if (slice.condition().isPresent()) {
            Expr condition = q.joins().isEmpty() ? slice.condition().get() : qualified(slice.condition().get(), r);
            where = Optional.of(where.map(w -> (Expr) FunctionCall.of("and", w, condition)).orElse(condition));
        }
        SelectQuery filtered = new SelectQuery(q.with(), q.distinct(), q.select(), q.from(), q.joins(), q.arrayJoins(),
                q.prewhere(), where, q.groupBy(), q.withTotals(), q.having(), q.orderBy(), q.limitBy(), q.limit(),
                q.settings());
        return withSampleFactor(filtered, slice.factor());
    }

    /** The query's PREWHERE and WHERE, by whose primary-key part ClickHouse counts the rows {@code SAMPLE n} is of. */
    private static Optional<Expr> keyCondition(SelectQuery q) {
        if (q.prewhere().isPresent() && q.where().isPresent()) {
            return Optional.of(FunctionCall.of("and", q.prewhere().get(), q.where().get()));
        }
        return q.prewhere().or(q::where);
    }

    /** The rows to read and the factor they stand for. */
    private record Slice(Optional<Expr> condition, double factor) {
    }

    private static Slice slice(TableRef r, SampleClause sample, Optional<SamplingTarget> target) {
        Optional<SamplingKey> key = target.flatMap(SamplingTarget::key);
        if (key.isEmpty()) {
            throw new MergeLabException(ErrorCode.SAMPLING_NOT_SUPPORTED, "Storage "
                    + r.database().map(d -> d + ".").orElse("") + r.table() + " doesn't support sampling");
        }
        long rows = target.get().rows();
        SampleRatio size = sample.size();
        SampleRatio offset = sample.offset().orElse(ZERO);
        if (size.compareTo(ONE) > 0) {
            size = rowsToFraction(size, rows);
        }
        if (size.compareTo(ONE) == 0) {
            size = ZERO; // SAMPLE 1 reads everything, as no SAMPLE
        }
        if (offset.signum() > 0 && size.isZero()) {
            throw new MergeLabException(ErrorCode.ARGUMENT_OUT_OF_BOUND, "Sampling offset is incorrect because no sampling");
        }
        if (offset.compareTo(ONE) > 0) {
            offset = rowsToFraction(offset, rows);
        }
        if (size.isZero()) {
            return new Slice(Optional.empty(), 1.0);
        }
        double factor = size.denominator().doubleValue() / size.numerator().doubleValue();
        BigInteger universe = key.get().universe();
        // [lower, upper) of the key's values: the slice of the universe from offset, of the given size
        BigInteger lower = universe.multiply(offset.numerator()).divide(offset.denominator());
        BigInteger upperNumerator = universe.multiply(offset.numerator().multiply(size.denominator())
                .add(size.numerator().multiply(offset.denominator())));
        BigInteger upperDenominator = offset.denominator().multiply(size.denominator());
        BigInteger upper = upperNumerator.divide(upperDenominator);
        boolean hasLower = lower.signum() > 0;
        boolean hasUpper = upperNumerator.compareTo(universe.multiply(upperDenominator)) < 0;
        boolean nothing = offset.compareTo(ONE) >= 0 || (hasUpper && upper.signum() == 0)
                || (hasLower && hasUpper && lower.equals(upper));
        if (nothing) {
            return new Slice(Optional.of(new Literal(0L)), factor);
        }
        if (!hasLower && !hasUpper) {
            return new Slice(Optional.empty(), factor);
        }
        if (!key.get().inPrimaryKey()) {
            throw new MergeLabException(ErrorCode.ILLEGAL_COLUMN, "Sampling column not in primary key");
        }
        Expr e = key.get().expression();
        List<Expr> bounds = new ArrayList<>();
        if (hasLower) {
            bounds.add(FunctionCall.of("greaterOrEquals", e, number(lower)));
        }
        if (hasUpper) {
            bounds.add(FunctionCall.of("less", e, number(upper)));
        }
        return new Slice(Optional.of(bounds.size() == 1 ? bounds.get(0) : new FunctionCall("and", bounds, false, List.of())),
                factor);
    }

    /** {@code SAMPLE n} rows as a fraction of the table's rows, at most 1 (ClickHouse drops the fraction of n). */
    private static SampleRatio rowsToFraction(SampleRatio n, long rows) {
        if (rows == 0) {
            return ONE;
        }
        SampleRatio fraction = new SampleRatio(n.numerator().divide(n.denominator()), BigInteger.valueOf(rows));
        return fraction.compareTo(ONE) > 0 ? ONE : fraction;
    }

    private static Literal number(BigInteger value) {
        return new Literal(value.bitLength() < 64 ? (Object) value.longValueExact() : value);
    }

    /** A joined {@code t SAMPLE k} as {@code (SELECT * FROM t SAMPLE k) AS t}. */
    private static TableExpr sampledSubquery(TableRef r, TableResolver tables) {
        TableRef plain = new TableRef(r.database(), r.table(), Optional.empty(), r.isFinal(), r.sample());
        SelectQuery inner = new SelectQuery(List.of(), false, List.of(new Asterisk(Optional.empty())),
                Optional.of(plain), List.of(), Optional.empty(), Optional.empty(), List.of(), false, Optional.empty(),
                List.of(), Optional.empty(), Optional.empty(), List.of());
        return new SubqueryTable(new SelectUnion(List.of(apply(inner, tables)), List.of(), Optional.empty()),
                Optional.of(r.alias().orElse(r.table())));
    }

    /** The condition's columns named through the table's alias (or name), so a JOIN's other side cannot claim them. */
    private static Expr qualified(Expr e, TableRef r) {
        if (e instanceof Identifier id && id.parts().size() == 1) {
            return Identifier.of(r.alias().orElse(r.table()), id.parts().get(0));
        }
        return ExprTrees.mapOperands(e, x -> qualified(x, r));
    }

    private static boolean mentionsSampleFactor(SelectQuery q) {
        List<Expr> all = new ArrayList<>(q.select());
        q.where().ifPresent(all::add);
        q.prewhere().ifPresent(all::add);
        q.having().ifPresent(all::add);
        all.addAll(q.groupBy());
        q.orderBy().forEach(o -> all.add(o.expr()));
        for (Expr e : all) {
            if (mentionsSampleFactor(e)) {
                return true;
            }
        }
        return false;
    }

    private static boolean mentionsSampleFactor(Expr e) {
        if (isSampleFactor(e)) {
            return true;
        }
        Expr inner = e instanceof Aliased a ? a.expr() : e;
        return ExprTrees.operands(inner).stream().anyMatch(Sampling::mentionsSampleFactor)
                || (inner != e && mentionsSampleFactor(inner));
    }

    private static boolean isSampleFactor(Expr e) {
        return e instanceof Identifier id && id.parts().get(id.parts().size() - 1).equals(SAMPLE_FACTOR)
                && id.parts().size() <= 2;
    }

    /** {@code _sample_factor} replaced by its value; a select item keeps the name it had. */
    private static SelectQuery withSampleFactor(SelectQuery q, double factor) {
        Literal value = new Literal(factor);
        List<Expr> select = new ArrayList<>();
        for (Expr item : q.select()) {
            Expr replaced = replace(item, value);
            select.add(replaced == item || item instanceof Aliased ? replaced : new Aliased(replaced, ColumnNames.of(item)));
        }
        return new SelectQuery(q.with(), q.distinct(), select, q.from(), q.joins(), q.arrayJoins(),
                q.prewhere().map(e -> replace(e, value)), q.where().map(e -> replace(e, value)),
                q.groupBy().stream().map(e -> replace(e, value)).toList(), q.withTotals(),
                q.having().map(e -> replace(e, value)),
                q.orderBy().stream().map(o -> new OrderItem(replace(o.expr(), value), o.descending(), o.nullsFirst())).toList(),
                q.limitBy().map(l -> new LimitBy(l.count(), l.offset(), l.by().stream().map(e -> replace(e, value)).toList())),
                q.limit(), q.settings());
    }

    private static Expr replace(Expr e, Literal value) {
        if (isSampleFactor(e)) {
            return value;
        }
        if (e instanceof SubqueryExpr) {
            return e;
        }
        if (e instanceof Aliased a) {
            Expr inner = replace(a.expr(), value);
            return inner == a.expr() ? e : new Aliased(inner, a.alias());
        }
        if (!mentionsSampleFactor(e)) {
            return e;
        }
        return ExprTrees.mapOperands(e, x -> replace(x, value));
    }
}
