package io.mergelab.engine.index.skip;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.Casts;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.ArrayLiteral;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.TupleLiteral;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.FixedStringType;
import io.mergelab.engine.type.StringType;
import java.util.List;
import java.util.Optional;

/** Constant operands of filter atoms (the {@code 5} of {@code x < 5}, the list of {@code x IN (1, 2)}), evaluated once. */
public final class Constants {
    private static final Chunk ONE_ROW = new Chunk(List.of(), 1);

    private Constants() {
    }

    /** Whether {@code e} is made of literals and calls only (no column, parameter, subquery or lambda). */
    public static boolean isConstant(Expr e) {
        if (e instanceof Literal) {
            return true;
        }
        if (e instanceof Aliased a) {
            return isConstant(a.expr());
        }
        if (e instanceof FunctionCall || e instanceof ArrayLiteral || e instanceof TupleLiteral) {
            for (Expr o : ExprTrees.operands(e)) {
                if (!isConstant(o)) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    /** The value of a constant expression as a one-row column; empty when it is not constant or cannot be computed. */
    public static Optional<Column> value(Expr e) {
        if (!isConstant(e)) {
            return Optional.empty();
        }
        try {
            CompiledExpression c = ExpressionCompiler.compile(e, InputSchema.empty(), EvaluationContext.system());
            if (!c.isConstant()) {
                return Optional.empty();
            }
            return Optional.of(c.evaluate(ONE_ROW));
        } catch (MergeLabException ex) {
            return Optional.empty();
        }
    }

    /**
     * Text compared with a non-text value is read as a value of that type ({@code d = '2024-01-03'}), as the query's
     * comparison reads it; other constants stay as they are (the comparison reconciles the types). CANNOT_PARSE_* when
     * the text is no such value.
     */
    public static Column asValueType(Column constant, DataType valueType) {
        boolean text = isText(constant.type().unwrapLowCardinality());
        return text && !isText(valueType) ? Casts.convertForInsert(constant, valueType) : constant;
    }

    private static boolean isText(DataType t) {
        return t instanceof StringType || t instanceof FixedStringType;
    }

    /**
     * The values of an IN list ({@code (1, 2)}, {@code [1, 2]} or a single constant) as one column of their common
     * type, one row per value; empty when they are not all constant.
     */
    public static Optional<Column> list(Expr e) {
        List<Expr> elements;
        if (e instanceof TupleLiteral t) {
            elements = t.elements();
        } else if (e instanceof ArrayLiteral a) {
            elements = a.elements();
        } else {
            return value(e);
        }
        if (elements.isEmpty()) {
            return Optional.empty();
        }
        return value(new ArrayLiteral(elements)).map(c -> ((ArrayColumn) c).elements());
    }
}
