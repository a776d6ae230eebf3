package io.mergelab.engine.function.math;

import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.ColumnOps;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.NumericColumns;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.FloatType;
import java.util.List;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;

/**
 * Mathematical functions over Float64, as ClickHouse's: exp, log (ln), exp2, log2, exp10, log10, sqrt, cbrt, the
 * trigonometric functions, pow (power), and the constants pi() and e(). Names are case-insensitive, as in ClickHouse.
 */
public final class MathFunctions {
    private MathFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        unary(registry, "exp", Math::exp);
        unary(registry, "log", Math::log);
        registry.alias("ln", "log", true);
        unary(registry, "exp2", x -> Math.pow(2, x));
        unary(registry, "log2", x -> Math.log(x) / Math.log(2));
        unary(registry, "exp10", x -> Math.pow(10, x));
        unary(registry, "log10", Math::log10);
        unary(registry, "sqrt", Math::sqrt);
        unary(registry, "cbrt", Math::cbrt);
        unary(registry, "sin", Math::sin);
        unary(registry, "cos", Math::cos);
        unary(registry, "tan", Math::tan);
        unary(registry, "asin", Math::asin);
        unary(registry, "acos", Math::acos);
        unary(registry, "atan", Math::atan);
        binary(registry, "pow", Math::pow);
        registry.alias("power", "pow", true);
        binary(registry, "atan2", Math::atan2);
        constant(registry, "pi", Math.PI);
        constant(registry, "e", Math.E);
    }

    private static void unary(FunctionRegistry.Builder registry, String function, DoubleUnaryOperator f) {
        registry.add(FunctionSpec.of(function, 1, (name, args, ctx) -> {
            DataType a = numberArgument(name, args, 0);
            return Bound.of(FloatType.FLOAT64, (ops, rows) -> {
                double[] v = NumericColumns.doubles(ops[0].expand(rows), a);
                double[] out = new double[rows];
                for (int i = 0; i < rows; i++) {
                    out[i] = f.applyAsDouble(v[i]);
                }
                return NumericColumns.doubleColumn(FloatType.FLOAT64, out, rows);
            });
        }).caseInsensitiveName());
    }

    private static void binary(FunctionRegistry.Builder registry, String function, DoubleBinaryOperator f) {
        registry.add(FunctionSpec.of(function, 2, (name, args, ctx) -> {
            DataType a = numberArgument(name, args, 0);
            DataType b = numberArgument(name, args, 1);
            return Bound.of(FloatType.FLOAT64, (ops, rows) -> {
                double[] x = NumericColumns.doubles(ops[0].expand(rows), a);
                double[] y = NumericColumns.doubles(ops[1].expand(rows), b);
                double[] out = new double[rows];
                for (int i = 0; i < rows; i++) {
                    out[i] = f.applyAsDouble(x[i], y[i]);
                }
                return NumericColumns.doubleColumn(FloatType.FLOAT64, out, rows);
            });
        }).caseInsensitiveName());
    }

    private static void constant(FunctionRegistry.Builder registry, String function, double value) {
        registry.add(FunctionSpec.of(function, 0, (name, args, ctx) -> {
            BoundFunction bound = Bound.of(FloatType.FLOAT64,
                    (ops, rows) -> ColumnOps.replicate(ColumnOps.constant(FloatType.FLOAT64, value), rows));
            return bound;
        }).caseInsensitiveName());
    }

    private static DataType numberArgument(String name, List<ArgumentType> args, int position) {
        DataType t = TypeRules.stripLowCardinality(args.get(position).type());
        if (!TypeRules.isNumber(t)) {
            throw Arguments.illegalType(name, t);
        }
        return t;
    }
}
