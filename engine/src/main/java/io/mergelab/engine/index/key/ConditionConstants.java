package io.mergelab.engine.index.key;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.LambdaExpr;
import io.mergelab.engine.sql.ast.SubqueryExpr;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.StringType;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * The constant parts of a condition, evaluated by the engine with the query's context (parameters, time zone,
 * now()) exactly once, as the query's own evaluation folds them.
 */
final class ConditionConstants {
    private final EvaluationContext ctx;

    ConditionConstants(EvaluationContext ctx) {
        this.ctx = ctx;
    }

    Optional<Column> constant(Expr e) {
        try {
            CompiledExpression c = ExpressionCompiler.compile(e, InputSchema.empty(), ctx);
            // rand() and the like differ per row: not a constant the key can be compared with
            return c.isConstant() ? Optional.of(c.evaluate(new Chunk(List.of(), 1))) : Optional.empty();
        } catch (MergeLabException ex) {
            return Optional.empty();
        }
    }

    static Optional<Double> number(Column c) {
        Column col = c instanceof NullableColumn n && !n.isNull(0) ? n.nested() : c;
        DataType t = col.type().unwrapLowCardinality();
        if (col instanceof LongColumn l && TypeRules.isInteger(t)) {
            return Optional.of((double) l.values()[0]);
        }
        if (col instanceof DoubleColumn d && !Double.isNaN(d.values()[0])) {
            return Optional.of(d.values()[0]);
        }
        return Optional.empty();
    }

    /** Whether {@code e} reads a column (or a subquery or lambda): not a constant. */
    static boolean hasColumns(Expr e) {
        if (e instanceof Identifier || e instanceof SubqueryExpr || e instanceof LambdaExpr) {
            return true;
        }
        if (e instanceof Aliased a) {
            return hasColumns(a.expr());
        }
        for (Expr x : ExprTrees.operands(e)) {
            if (hasColumns(x)) {
                return true;
            }
        }
        return false;
    }

    Optional<String> constantString(Expr e) {
        if (hasColumns(e)) {
            return Optional.empty();
        }
        return constant(e).filter(c -> KeyDomain.bare(c.type()) instanceof StringType && !isNull(c, 0))
                .map(c -> new String((byte[]) KeyDomain.BYTES.valueAt(c instanceof NullableColumn n ? n.nested() : c, 0),
                        StandardCharsets.UTF_8));
    }

    static boolean isNull(Column c, int row) {
        return c instanceof NullableColumn n && n.isNull(row);
    }
}
