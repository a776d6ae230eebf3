package io.mergelab.engine.analyzer;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.format.TextValues;
import io.mergelab.engine.plan.QueryPlan;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.ArrayLiteral;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.SubqueryExpr;
import io.mergelab.engine.sql.ast.TupleLiteral;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.StringType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Replaces subqueries inside expressions by their results before compilation, as ClickHouse builds sets and
 * scalars first: the right side of {@code IN} (a subquery, or the name of a CTE) becomes a constant array of the
 * query's rows, any other
 * subquery becomes its single value.
 */
final class Subqueries {
    private static final Set<String> IN_FUNCTIONS = Set.of("in", "notin", "globalin", "globalnotin");

    private final Function<SelectUnion, QueryPlan> planner;
    private final SubqueryRunner runner;
    private final Function<String, Optional<QueryPlan>> namedQueries;

    /** {@code namedQueries}: the plan of a CTE by name, for {@code x IN cte_name}. */
    Subqueries(Function<SelectUnion, QueryPlan> planner, SubqueryRunner runner,
               Function<String, Optional<QueryPlan>> namedQueries) {
        this.planner = planner;
        this.runner = runner;
        this.namedQueries = namedQueries;
    }

    Expr rewrite(Expr e) {
        if (e instanceof Aliased a) {
            return new Aliased(rewrite(a.expr()), a.alias());
        }
        if (e instanceof FunctionCall f) {
            List<Expr> args = new ArrayList<>(f.args().size());
            boolean in = IN_FUNCTIONS.contains(f.name().toLowerCase(Locale.ROOT)) && f.args().size() == 2;
            for (int i = 0; i < f.args().size(); i++) {
                Expr arg = f.args().get(i);
                Optional<QueryPlan> named = in && i == 1 && arg instanceof Identifier id && id.parts().size() == 1
                        ? namedQueries.apply(id.name()) : Optional.empty();
                if (named.isPresent()) {
                    args.add(set(named.get()));
                } else {
                    args.add(in && i == 1 && arg instanceof SubqueryExpr s ? set(planner.apply(s.query())) : rewrite(arg));
                }
            }
            return new FunctionCall(f.name(), args, f.distinct(), f.parameters());
        }
        if (e instanceof SubqueryExpr s) {
            return scalar(s);
        }
        return ExprTrees.mapOperands(e, this::rewrite);
    }

    private Expr set(QueryPlan plan) {
        List<Expr> rows = new ArrayList<>();
        for (Chunk c : runner.run(plan)) {
            for (int r = 0; r < c.rows(); r++) {
                rows.add(row(c, r));
            }
        }
        return new ArrayLiteral(rows);
    }

    private Expr scalar(SubqueryExpr s) {
        QueryPlan plan = planner.apply(s.query());
        Expr value = null;
        for (Chunk c : runner.run(plan)) {
            if (c.rows() > 1 || value != null && c.rows() > 0) {
                throw new MergeLabException(ErrorCode.INCORRECT_RESULT_OF_SCALAR_SUBQUERY,
                        "Scalar subquery returned more than one row");
            }
            if (c.rows() == 1) {
                value = row(c, 0);
            }
        }
        return value == null ? Literal.NULL : value;
    }

    private static Expr row(Chunk c, int r) {
        if (c.columnCount() == 1) {
            return literal(c.column(0), r);
        }
        List<Expr> values = new ArrayList<>(c.columnCount());
        for (Column col : c.columns()) {
            values.add(literal(col, r));
        }
        return new TupleLiteral(values);
    }

    /** A literal holding the value; types without a literal form are given as text and converted by the user. */
    private static Expr literal(Column col, int r) {
        Object v = col.get(r);
        if (v == null) {
            return Literal.NULL;
        }
        DataType t = col.type().unwrapLowCardinality();
        if (t instanceof NullableType n) {
            t = n.nested().unwrapLowCardinality();
        }
        if (t instanceof IntegerType i && v instanceof Long l) {
            return new Literal(i.isUInt64() && l < 0 ? new BigInteger(Long.toUnsignedString(l)) : l);
        }
        if (t instanceof BoolType || t instanceof FloatType || t instanceof StringType) {
            return new Literal(v);
        }
        return new Literal(TextValues.format(col, r));
    }
}
