package io.mergelab.engine.expr;

import io.mergelab.engine.aggregate.AggregateFunctions;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.error.NameHints;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.FunctionContext;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.memory.QueryGuard;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.ArrayLiteral;
import io.mergelab.engine.sql.ast.Asterisk;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.LambdaExpr;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.QueryParameter;
import io.mergelab.engine.sql.ast.SubqueryExpr;
import io.mergelab.engine.sql.ast.TupleLiteral;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Set;
import java.util.List;
import java.util.Map;

/** Resolves names and types of an expression AST once, binding functions and folding constants. */
final class Analyzer {
    private final InputSchema input;
    private final EvaluationContext context;
    private final FunctionContext functionContext;
    private final FunctionRegistry registry;
    private final String scope;
    /** Volatile calls by their text: each distinct call is computed once per chunk, as ClickHouse does. */
    private final Map<String, SharedNode> volatileCalls = new HashMap<>();
    /** Most arguments one and/or call evaluates at once; longer ones are split into groups. */
    private static final int MAX_LOGICAL_ARGUMENTS = 64;
    /** Bytes of the constants folded so far in this expression. */
    private long foldedBytes;

    Analyzer(InputSchema input, EvaluationContext context, FunctionRegistry registry, String scope) {
        this.input = input;
        this.context = context;
        this.functionContext = new FunctionContext(context.now(), context.timeZone(), context.currentDatabase());
        this.registry = registry;
        this.scope = scope;
    }

    Node analyze(Expr expr) {
        if (expr instanceof Aliased a) {
            return analyze(a.expr());
        }
        if (expr instanceof Identifier id) {
            return identifier(id);
        }
        if (expr instanceof Literal l) {
            return new ConstantNode(Literals.column(l.value()));
        }
        if (expr instanceof FunctionCall f) {
            return call(f);
        }
        if (expr instanceof ArrayLiteral a) {
            return asLiteral(call("array", a.elements()));
        }
        if (expr instanceof TupleLiteral t) {
            return asLiteral(call("tuple", t.elements()));
        }
        if (expr instanceof QueryParameter p) {
            return new ConstantNode(QueryParameters.value(p, context.queryParameters()));
        }
        if (expr instanceof SubqueryExpr) {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED,
                    "Subqueries are not supported in this expression: " + scope);
        }
        if (expr instanceof LambdaExpr) {
            throw new MergeLabException(ErrorCode.UNEXPECTED_EXPRESSION,
                    "Lambda expression is allowed only as an argument of a higher-order function: " + scope);
        }
        if (expr instanceof Asterisk) {
            throw new MergeLabException(ErrorCode.UNEXPECTED_EXPRESSION, "Asterisk is not allowed here: " + scope);
        }
        throw new IllegalArgumentException("unknown expression " + expr);
    }

    /** A constant array or tuple literal is named by its value in EXPLAIN, not by the call that built it. */
    private static Node asLiteral(Node n) {
        return n instanceof ConstantNode c ? new ConstantNode(c.value()) : n;
    }

    private Node identifier(Identifier id) {
        int index = input.indexOf(id.fullName());
        if (index < 0 && id.parts().size() > 1) {
            index = input.indexOf(id.name());
        }
        if (index < 0) {
            throw new MergeLabException(ErrorCode.UNKNOWN_IDENTIFIER, "Unknown expression identifier `" + id.fullName()
                    + "` in scope " + scope + NameHints.suffix(id.fullName(), input.names()));
        }
        return new InputNode(index, input.names().get(index), input.types().get(index));
    }

    private Node call(FunctionCall f) {
        if (f.distinct() || !f.parameters().isEmpty()) {
            throw new MergeLabException(ErrorCode.UNKNOWN_FUNCTION, "Function " + f.name()
                    + " with parameters or DISTINCT is not a scalar function (aggregates are not allowed here): " + scope);
        }
        return call(f.name(), f.args());
    }

    private Node call(String name, List<Expr> argExprs) {
        // an expression of 20,000 terms takes seconds on a loaded machine
        QueryGuard.current().tick();
        if (name.equals("caseWithExpression") && argExprs.size() >= 4 && argExprs.size() % 2 == 0) {
            return call("multiIf", caseAsMultiIf(argExprs));
        }
        String canonical = registry.find(name)
                .orElseThrow(() -> registry.unknown(name, AggregateFunctions.names())).name();
        if (!argExprs.isEmpty() && argExprs.get(0) instanceof LambdaExpr lambda) {
            return lambdaCall(canonical, lambda, argExprs.subList(1, argExprs.size()));
        }
        if (context.transformNullIn() && (canonical.equals("in") || canonical.equals("notIn"))) {
            // transform_null_in: ClickHouse calls nullIn / notNullIn instead
            return call(canonical.equals("in") ? "nullIn" : "notNullIn", argExprs);
        }
        if ((canonical.equals("and") || canonical.equals("or")) && argExprs.size() > MAX_LOGICAL_ARGUMENTS) {
            return call(name, grouped(name, argExprs));
        }
        List<Node> args = new ArrayList<>(argExprs.size());
        for (Expr e : argExprs) {
            args.add(analyze(e));
        }
        List<ArgumentType> types = new ArrayList<>(args.size());
        boolean allConstant = true;
        for (Node n : args) {
            Column constant = n instanceof ConstantNode c ? c.value() : null;
            allConstant &= constant != null;
            types.add(new ArgumentType(n.type(), constant));
        }
        IntervalArithmetic.Call interval = IntervalArithmetic.of(canonical, types);
        if (interval != null) {
            if (interval.swapped()) {
                Collections.reverse(args);
                Collections.reverse(types);
            }
            canonical = interval.function();
        }
        BoundFunction fn = registry.bind(interval != null ? interval.function() : name, types, functionContext);
        if (allConstant && fn.isDeterministic()) {
            return fold(canonical, fn, args);
        }
        ShortCircuitNode.Kind lazy = switch (canonical) {
            case "if", "multiIf" -> ShortCircuitNode.Kind.IF;
            case "and" -> ShortCircuitNode.Kind.AND;
            case "or" -> ShortCircuitNode.Kind.OR;
            default -> null;
        };
        if (lazy != null && args.stream().anyMatch(ShortCircuitNode::canThrow)) {
            return new ShortCircuitNode(lazy, canonical, fn, List.copyOf(args));
        }
        CallNode node = new CallNode(canonical, fn, List.copyOf(args));
        if (fn.isDeterministic()) {
            return node;
        }
        return volatileCalls.computeIfAbsent(ColumnNames.of(new FunctionCall(name, argExprs, false, List.of())),
                key -> new SharedNode(node));
    }

    /**
     * A call of constants computed now, as ClickHouse folds it, within the query's limits: the time limit and KILL
     * are checked first, and the value (with the constants folded before it in this expression, which the nodes keep)
     * must fit the query's memory limit beside what the query holds. Functions building a big column check the limits
     * as it grows, too (see {@code column.Capacity}).
     */
    private ConstantNode fold(String canonical, BoundFunction fn, List<Node> args) {
        QueryGuard guard = QueryGuard.current();
        guard.check();
        Operand[] values = new Operand[args.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = Operand.constant(((ConstantNode) args.get(i)).value());
        }
        Column value = fn.execute(values, 1);
        foldedBytes += value.byteSize();
        guard.checkAllocation(foldedBytes);
        return new ConstantNode(value, new CallNode(canonical, fn, List.copyOf(args)));
    }

    /** {@code CASE x WHEN a THEN r ... ELSE e END} as {@code multiIf(x = a, r, ..., e)}, as ClickHouse means it. */
    private static List<Expr> caseAsMultiIf(List<Expr> args) {
        List<Expr> out = new ArrayList<>();
        for (int i = 1; i + 1 < args.size(); i += 2) {
            out.add(FunctionCall.of("equals", args.get(0), args.get(i)));
            out.add(args.get(i + 1));
        }
        out.add(args.get(args.size() - 1));
        return out;
    }

    /**
     * A higher-order function with its lambda: the body is analysed against the lambda's parameters (the arrays'
     * element types) and the outer columns it reads, which become extra arguments of the call.
     */
    private Node lambdaCall(String name, LambdaExpr lambda, List<Expr> arrayExprs) {
        LambdaFunction.Kind kind = HigherOrderFunctions.kind(name);
        if (kind == null) {
            throw new MergeLabException(ErrorCode.UNEXPECTED_EXPRESSION,
                    "Function " + name + " does not take a lambda expression: " + scope);
        }
        Arguments.checkCount(name, arrayExprs.size() + 1, 2, Arguments.UNBOUNDED);
        List<Node> args = new ArrayList<>();
        List<String> names = new ArrayList<>(lambda.parameters());
        List<DataType> types = new ArrayList<>();
        for (int i = 0; i < arrayExprs.size(); i++) {
            Node array = analyze(arrayExprs.get(i));
            if (!(array.type().unwrapLowCardinality() instanceof ArrayType at)) {
                throw Arguments.illegalType(name, array.type(), i + 1, "an Array");
            }
            args.add(array);
            types.add(at.element());
        }
        if (lambda.parameters().size() != arrayExprs.size()) {
            throw new MergeLabException(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH, "Lambda of function " + name
                    + " takes " + lambda.parameters().size() + " arguments, but " + arrayExprs.size()
                    + " arrays are passed");
        }
        Set<String> read = new HashSet<>();
        lambdaBody(lambda, names, types, input.names(), input.types()).collectColumns(read);
        List<String> capturedNames = new ArrayList<>();
        List<DataType> capturedTypes = new ArrayList<>();
        for (int i = 0; i < input.names().size(); i++) {
            String column = input.names().get(i);
            if (read.contains(column) && !names.contains(column) && !capturedNames.contains(column)) {
                capturedNames.add(column);
                capturedTypes.add(input.types().get(i));
                args.add(new InputNode(i, column, input.types().get(i)));
            }
        }
        Node body = lambdaBody(lambda, names, types, capturedNames, capturedTypes);
        DataType bodyType = body.type();
        if (kind != LambdaFunction.Kind.MAP && kind != LambdaFunction.Kind.APPLY && kind != LambdaFunction.Kind.SORT
                && kind != LambdaFunction.Kind.REVERSE_SORT && !TypeRules.isNumber(TypeRules.removeNullable(
                        TypeRules.stripLowCardinality(bodyType)))) {
            throw new MergeLabException(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT,
                    "Expression for function " + name + " must return UInt8, found " + bodyType.name());
        }
        BoundFunction applied = kind == LambdaFunction.Kind.APPLY
                ? registry.bind(name, List.of(new ArgumentType(new ArrayType(bodyType), null)), functionContext) : null;
        ArrayType first = (ArrayType) args.get(0).type().unwrapLowCardinality();
        LambdaFunction fn = new LambdaFunction(name, kind, body, arrayExprs.size(),
                LambdaFunction.resultType(kind, first, bodyType, applied), applied);
        if (args.stream().allMatch(a -> a instanceof ConstantNode)) {
            Operand[] values = new Operand[args.size()];
            for (int i = 0; i < values.length; i++) {
                values[i] = Operand.constant(((ConstantNode) args.get(i)).value());
            }
            return new ConstantNode(fn.execute(values, 1), new CallNode(name, fn, List.copyOf(args)));
        }
        return new CallNode(name, fn, List.copyOf(args));
    }

    private Node lambdaBody(LambdaExpr lambda, List<String> params, List<DataType> paramTypes,
                            List<String> outerNames, List<DataType> outerTypes) {
        List<String> names = new ArrayList<>(params);
        names.addAll(outerNames);
        List<DataType> types = new ArrayList<>(paramTypes);
        types.addAll(outerTypes);
        Analyzer inner = new Analyzer(new InputSchema(names, types), context, registry, scope);
        Node body = inner.analyze(lambda.body());
        inner.volatileCalls.forEach((key, node) -> volatileCalls.putIfAbsent("lambda " + key, node));
        return body;
    }

    /**
     * {@code and(a1, ..., an)} as {@code and(and(a1, ..., a64), and(a65, ...), ...)}: the same value (both are
     * associative, NULLs included), but a block holds the columns of one group at a time, not one per condition.
     */
    private static List<Expr> grouped(String name, List<Expr> args) {
        List<Expr> groups = new ArrayList<>();
        for (int from = 0; from < args.size(); from += MAX_LOGICAL_ARGUMENTS) {
            List<Expr> group = args.subList(from, Math.min(args.size(), from + MAX_LOGICAL_ARGUMENTS));
            groups.add(group.size() == 1 ? group.get(0) : new FunctionCall(name, List.copyOf(group), false, List.of()));
        }
        return groups;
    }

    /** The shared volatile calls created so far; their memos are dropped after each evaluation. */
    List<SharedNode> sharedNodes() {
        return List.copyOf(volatileCalls.values());
    }

    static String scopeOf(Expr expr) {
        return ColumnNames.of(expr instanceof Aliased a ? a.expr() : expr);
    }
}
