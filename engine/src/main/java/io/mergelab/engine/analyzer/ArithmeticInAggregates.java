package io.mergelab.engine.analyzer;

import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.NullableType;

/**
 * {@code optimize_arithmetic_operations_in_aggregate_functions} for sums, as ClickHouse's analyzer rewrites them:
 * {@code sum(x + k)}, {@code sum(k + x)} and {@code sum(x - k)}, for an integer column {@code x} (Nullable or not) and
 * an integer constant {@code k}, become {@code sum(x) + k * count(x)} ({@code - k * count(x)}), so many such sums
 * share one {@code sum(x)} and one {@code count(x)} (ClickBench Q30 has ninety). Integer sums wrap modulo 2^64 either
 * way, and NULL rows are left out of both the sum and the count, so the value is the same; the types are the same
 * by ClickHouse's (and MergeLab's) arithmetic rules. Floats are left alone: there the order of additions shows.
 */
final class ArithmeticInAggregates {
    private final InputSchema from;

    ArithmeticInAggregates(InputSchema from) {
        this.from = from;
    }

    Expr rewrite(Expr e) {
        if (e instanceof Aliased a) {
            return new Aliased(rewrite(a.expr()), a.alias());
        }
        if (e instanceof FunctionCall sum && sum.name().equalsIgnoreCase("sum") && !sum.distinct()
                && sum.parameters().isEmpty() && sum.args().size() == 1 && sum.args().get(0) instanceof FunctionCall op
                && op.args().size() == 2 && (op.name().equals("plus") || op.name().equals("minus"))) {
            Expr left = op.args().get(0);
            Expr right = op.args().get(1);
            if (isIntegerColumn(left) && isIntegerConstant(right)) {
                return combined(sum.name(), left, op.name(), right);
            }
            if (op.name().equals("plus") && isIntegerConstant(left) && isIntegerColumn(right)) {
                return combined(sum.name(), right, "plus", left);
            }
        }
        return ExprTrees.mapOperands(e, this::rewrite);
    }

    private static Expr combined(String sumName, Expr column, String op, Expr constant) {
        return FunctionCall.of(op, new FunctionCall(sumName, java.util.List.of(column), false, java.util.List.of()),
                FunctionCall.of("multiply", constant, FunctionCall.of("count", column)));
    }

    private boolean isIntegerColumn(Expr e) {
        if (!(e instanceof Identifier id)) {
            return false;
        }
        int at = from.indexOf(id.fullName());
        if (at < 0) {
            return false;
        }
        DataType type = from.types().get(at);
        return (type instanceof NullableType n ? n.nested() : type) instanceof IntegerType;
    }

    private static boolean isIntegerConstant(Expr e) {
        return e instanceof Literal l && l.value() instanceof Long;
    }
}
