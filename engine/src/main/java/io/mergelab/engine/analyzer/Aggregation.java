package io.mergelab.engine.analyzer;

import io.mergelab.engine.aggregate.AggregateDescription;
import io.mergelab.engine.aggregate.AggregateFunctions;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.ColumnNames;
import io.mergelab.engine.sql.ast.Asterisk;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The GROUP BY side of a SELECT: the aggregate calls found in its clauses (each once, named as ClickHouse names
 * the column, e.g. {@code sum(x)}), the expressions their arguments need, and the rewrite of the clauses over the
 * Aggregating step's output, where each aggregate call and each key is a column.
 */
final class Aggregation {
    private final Map<Expr, String> calls = new LinkedHashMap<>();
    private final Map<String, Expr> arguments = new LinkedHashMap<>();
    private final List<AggregateDescription> descriptions = new ArrayList<>();
    /** count_distinct_implementation: the function {@code count(DISTINCT ...)} calls. */
    private final String countDistinctImplementation;

    Aggregation(String countDistinctImplementation) {
        this.countDistinctImplementation = countDistinctImplementation;
    }

    static boolean isAggregateCall(Expr e) {
        return e instanceof FunctionCall f && AggregateFunctions.isAggregate(f.name());
    }

    /** True when the expression calls an aggregate function anywhere. */
    static boolean contains(Expr e) {
        if (isAggregateCall(e)) {
            return true;
        }
        return ExprTrees.operands(e).stream().anyMatch(Aggregation::contains);
    }

    /** Fails as ClickHouse does when a clause evaluated before GROUP BY uses an aggregate. */
    static void rejectIn(Expr e, String clause) {
        if (contains(e)) {
            throw new MergeLabException(ErrorCode.ILLEGAL_AGGREGATION, "Aggregate function " + ColumnNames.of(firstCall(e))
                    + " is found in " + clause + " in query");
        }
    }

    private static Expr firstCall(Expr e) {
        if (isAggregateCall(e)) {
            return e;
        }
        for (Expr c : ExprTrees.operands(e)) {
            if (contains(c)) {
                return firstCall(c);
            }
        }
        return e;
    }

    /** Registers every aggregate call in {@code e}. */
    void collect(Expr e) {
        if (!isAggregateCall(e)) {
            ExprTrees.operands(e).forEach(this::collect);
            return;
        }
        FunctionCall f = (FunctionCall) e;
        if (calls.containsKey(f)) {
            return;
        }
        List<String> argumentColumns = new ArrayList<>();
        for (Expr arg : f.args()) {
            if (arg instanceof Asterisk) {
                continue;
            }
            if (contains(arg)) {
                throw new MergeLabException(ErrorCode.ILLEGAL_AGGREGATION, "Aggregate function " + ColumnNames.of(firstCall(arg))
                        + " is found inside another aggregate function in query");
            }
            String name = ColumnNames.of(arg);
            arguments.putIfAbsent(name, arg);
            argumentColumns.add(name);
        }
        List<Object> parameters = new ArrayList<>();
        for (Expr p : f.parameters()) {
            if (!(p instanceof Literal l) || l.value() == null) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Parameters of aggregate function " + f.name()
                        + " must be literals, got " + ColumnNames.of(p));
            }
            parameters.add(l.value());
        }
        String resultName = ColumnNames.of(f);
        calls.put(f, resultName);
        if (f.distinct() && f.name().equalsIgnoreCase("count") && !argumentColumns.isEmpty()) {
            descriptions.add(new AggregateDescription(countDistinctImplementation, parameters, argumentColumns, resultName, false));
        } else {
            descriptions.add(new AggregateDescription(f.name(), parameters, argumentColumns, resultName, f.distinct()));
        }
    }

    List<AggregateDescription> descriptions() {
        return descriptions;
    }

    /** The argument expressions, by the column name the Before GROUP BY step gives them. */
    Map<String, Expr> arguments() {
        return arguments;
    }

    /** {@code e} over the Aggregating step's output: aggregate calls and GROUP BY keys become column references. */
    Expr rewrite(Expr e, Map<Expr, String> keys) {
        String column = calls.get(e);
        if (column == null) {
            column = keys.get(e);
        }
        if (column != null) {
            return Identifier.of(column);
        }
        return ExprTrees.mapOperands(e, x -> rewrite(x, keys));
    }
}
