package io.mergelab.engine.tablefunction;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.type.DataType;
import java.math.BigInteger;
import java.util.List;

/** A table function's arguments, evaluated as constant expressions (table functions see no columns). */
final class TableFunctionArgs {
    private static final Chunk ONE_ROW = new Chunk(List.of(), 1);

    private final String function;
    private final List<Expr> args;
    private final EvaluationContext ctx;

    TableFunctionArgs(String function, List<Expr> args, EvaluationContext ctx) {
        this.function = function;
        this.args = args;
        this.ctx = ctx;
    }

    int size() {
        return args.size();
    }

    Expr expr(int i) {
        return args.get(i);
    }

    String function() {
        return function;
    }

    /** The value of argument {@code i} as a one-row column. */
    Column evaluate(int i) {
        return evaluate(args.get(i), ctx);
    }

    static Column evaluate(Expr expr, EvaluationContext ctx) {
        return ExpressionCompiler.compile(expr, InputSchema.empty(), ctx).evaluate(ONE_ROW);
    }

    /** Argument {@code i} as a non-negative integer (UInt64 bits); {@code what} names it in errors. */
    long unsigned(int i, String what) {
        Column c = evaluate(i);
        DataType t = TypeRules.removeNullable(TypeRules.stripLowCardinality(c.type()));
        Object v = c.get(0);
        if (TypeRules.asInteger(t) == null || v == null) {
            throw new MergeLabException(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT, "Illegal type " + c.type().name()
                    + " of argument '" + what + "' of table function " + function + ", expected an unsigned integer");
        }
        long n = Arguments.number(v).longValue();
        if (TypeRules.isSigned(t) && n < 0) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Argument '" + what + "' of table function "
                    + function + " must be non-negative, got " + n);
        }
        return n;
    }

    /**
     * Argument {@code i} as a String constant; a bare name ({@code file('x.tsv', TSV)}) is its own text, as ClickHouse
     * reads an identifier where a table function takes a string (WITH aliases were substituted before).
     */
    String string(int i, String what) {
        if (args.get(i) instanceof Identifier id) {
            return id.fullName();
        }
        Column c = evaluate(i);
        Object v = c.get(0);
        if (!TypeRules.isStringLike(TypeRules.removeNullable(TypeRules.stripLowCardinality(c.type()))) || v == null) {
            throw new MergeLabException(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT, "Illegal type " + c.type().name()
                    + " of argument '" + what + "' of table function " + function + ", expected a String literal");
        }
        return v.toString();
    }

    /** Argument {@code i} as an optional unsigned integer: NULL gives {@code null}. */
    Long unsignedOrNull(int i, String what) {
        if (evaluate(i).get(0) == null) {
            return null;
        }
        return unsigned(i, what);
    }

    void checkCount(int min, int max, String usage) {
        if (args.size() < min || args.size() > max) {
            throw new MergeLabException(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH, "Table function '" + function
                    + "' requires " + usage + ", got " + args.size() + " argument" + (args.size() == 1 ? "" : "s"));
        }
    }

    static String unsignedText(long v) {
        return v >= 0 ? Long.toString(v) : new BigInteger(Long.toUnsignedString(v)).toString();
    }
}
