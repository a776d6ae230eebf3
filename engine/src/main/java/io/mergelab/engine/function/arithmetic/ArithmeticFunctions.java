package io.mergelab.engine.function.arithmetic;

import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.NumericColumns;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import java.util.List;

/** plus, minus, multiply, divide, intDiv, intDivOrZero, modulo, negate, abs. */
public final class ArithmeticFunctions {
    private ArithmeticFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("plus", 2, (name, args, ctx) -> binary(name, BinaryOp.PLUS, args)));
        registry.add(FunctionSpec.of("minus", 2, (name, args, ctx) -> binary(name, BinaryOp.MINUS, args)));
        registry.add(FunctionSpec.of("multiply", 2, (name, args, ctx) -> binary(name, BinaryOp.MULTIPLY, args)));
        registry.add(FunctionSpec.of("divide", 2, (name, args, ctx) -> binary(name, BinaryOp.DIVIDE, args)));
        registry.add(FunctionSpec.of("intDiv", 2, (name, args, ctx) -> division(name, IntegerDivision.Kind.INT_DIV, args)));
        registry.add(FunctionSpec.of("intDivOrZero", 2,
                (name, args, ctx) -> division(name, IntegerDivision.Kind.INT_DIV_OR_ZERO, args)));
        registry.add(FunctionSpec.of("modulo", 2, (name, args, ctx) -> division(name, IntegerDivision.Kind.MODULO, args)));
        registry.alias("mod", "modulo", true);
        registry.add(FunctionSpec.of("negate", 1, (name, args, ctx) -> negate(name, args)));
        registry.add(FunctionSpec.of("abs", 1, (name, args, ctx) -> abs(name, args)).caseInsensitiveName());
    }

    private static BoundFunction binary(String name, BinaryOp op, List<ArgumentType> args) {
        DataType a = args.get(0).type();
        DataType b = args.get(1).type();
        if (op == BinaryOp.PLUS || op == BinaryOp.MINUS) {
            BoundFunction dates = DateArithmetic.bind(name, op, a, b);
            if (dates != null) {
                return dates;
            }
        }
        if (!TypeRules.isNumber(a) || !TypeRules.isNumber(b)) {
            throw Arguments.illegalTypes(name, args);
        }
        if (DecimalArithmetic.involvesDecimal(a, b)) {
            if (DecimalArithmetic.isDecimalCompatible(a) && DecimalArithmetic.isDecimalCompatible(b)) {
                return DecimalArithmetic.bind(name, op, a, b);
            }
            return floating(op, FloatType.FLOAT64, a, b);
        }
        DataType result = switch (op) {
            case PLUS, MULTIPLY -> ArithmeticTypes.additionMultiplication(a, b);
            case MINUS -> ArithmeticTypes.subtraction(a, b);
            case DIVIDE -> FloatType.FLOAT64;
        };
        if (result instanceof FloatType) {
            return floating(op, result, a, b);
        }
        return Bound.of(result, (ops, rows) -> new LongColumn(result, op.apply(
                NumericColumns.longs(ops[0].column()), ops[0].constant(),
                NumericColumns.longs(ops[1].column()), ops[1].constant(), rows), rows));
    }

    private static BoundFunction floating(BinaryOp op, DataType result, DataType a, DataType b) {
        return Bound.of(result, (ops, rows) -> NumericColumns.doubleColumn(result, op.apply(
                NumericColumns.doubles(ops[0].column(), a), ops[0].constant(),
                NumericColumns.doubles(ops[1].column(), b), ops[1].constant(), rows), rows));
    }

    private static BoundFunction division(String name, IntegerDivision.Kind kind, List<ArgumentType> args) {
        DataType a = args.get(0).type();
        DataType b = args.get(1).type();
        if (!TypeRules.isNumber(a) || !TypeRules.isNumber(b) || a instanceof DecimalType || b instanceof DecimalType) {
            throw Arguments.illegalTypes(name, args);
        }
        DataType result = kind == IntegerDivision.Kind.MODULO
                ? ArithmeticTypes.modulo(a, b) : ArithmeticTypes.integerDivision(a, b);
        return Bound.throwing(result, (ops, rows, nulls) -> IntegerDivision.execute(kind, a, b, result, ops, rows, nulls));
    }

    private static BoundFunction negate(String name, List<ArgumentType> args) {
        DataType a = numberArgument(name, args);
        DataType result = a instanceof DecimalType ? a : ArithmeticTypes.negate(a);
        if (result instanceof FloatType) {
            return Bound.of(result, (ops, rows) -> {
                double[] v = NumericColumns.doubles(ops[0].expand(rows), a);
                double[] out = new double[rows];
                for (int i = 0; i < rows; i++) {
                    out[i] = -v[i];
                }
                return NumericColumns.doubleColumn(result, out, rows);
            });
        }
        IntegerType wrapTo = result instanceof IntegerType i ? i : IntegerType.INT64;
        return Bound.of(result, (ops, rows) -> {
            long[] v = NumericColumns.longs(ops[0].expand(rows));
            long[] out = new long[rows];
            for (int i = 0; i < rows; i++) {
                out[i] = NumericColumns.wrap(-v[i], wrapTo);
            }
            return new LongColumn(result, out, rows);
        });
    }

    private static BoundFunction abs(String name, List<ArgumentType> args) {
        DataType a = numberArgument(name, args);
        DataType result = a instanceof DecimalType ? a : ArithmeticTypes.abs(a);
        if (result instanceof FloatType) {
            return Bound.of(result, (ops, rows) -> {
                double[] v = NumericColumns.doubles(ops[0].expand(rows), a);
                double[] out = new double[rows];
                for (int i = 0; i < rows; i++) {
                    out[i] = Math.abs(v[i]);
                }
                return NumericColumns.doubleColumn(result, out, rows);
            });
        }
        boolean signed = TypeRules.isSigned(a);
        IntegerType wrapTo = result instanceof IntegerType i ? i : IntegerType.INT64;
        return Bound.of(result, (ops, rows) -> {
            long[] v = NumericColumns.longs(ops[0].expand(rows));
            long[] out = new long[rows];
            for (int i = 0; i < rows; i++) {
                out[i] = signed ? NumericColumns.wrap(Math.abs(v[i]), wrapTo) : v[i];
            }
            return new LongColumn(result, out, rows);
        });
    }

    /** The type of a unary function's only argument, which must be a number. */
    private static DataType numberArgument(String name, List<ArgumentType> args) {
        DataType a = args.get(0).type();
        if (!TypeRules.isNumber(a)) {
            throw Arguments.illegalType(name, a);
        }
        return a;
    }

    /** Date/DateTime plus or minus a whole number of days/seconds. */
    private static final class DateArithmetic {
        static BoundFunction bind(String name, BinaryOp op, DataType a, DataType b) {
            boolean aDate = isDateLike(a);
            boolean bDate = isDateLike(b);
            if (!aDate && !bDate) {
                return null;
            }
            if (op == BinaryOp.MINUS && aDate && bDate && a instanceof DateTimeType == b instanceof DateTimeType) {
                return difference();
            }
            if (aDate && bDate || op == BinaryOp.MINUS && bDate) {
                throw Arguments.illegalTypes(name, List.of(ArgumentType.of(a), ArgumentType.of(b)));
            }
            DataType date = aDate ? a : b;
            DataType other = aDate ? b : a;
            if (TypeRules.asInteger(other) == null) {
                throw Arguments.illegalTypes(name, List.of(ArgumentType.of(a), ArgumentType.of(b)));
            }
            long mask = date instanceof DateType ? 0xFFFFL : date instanceof DateTimeType ? 0xFFFF_FFFFL : -1L;
            return Bound.of(date, (ops, rows) -> {
                long[] out = op.apply(NumericColumns.longs(ops[0].column()), ops[0].constant(),
                        NumericColumns.longs(ops[1].column()), ops[1].constant(), rows);
                if (mask != -1L) {
                    for (int i = 0; i < rows; i++) {
                        out[i] &= mask;
                    }
                }
                return new LongColumn(date, out, rows);
            });
        }

        /** Date - Date in days, DateTime - DateTime in seconds: Int32, as ClickHouse gives. */
        private static BoundFunction difference() {
            return Bound.of(IntegerType.INT32, (ops, rows) -> {
                long[] out = BinaryOp.MINUS.apply(NumericColumns.longs(ops[0].column()), ops[0].constant(),
                        NumericColumns.longs(ops[1].column()), ops[1].constant(), rows);
                for (int i = 0; i < rows; i++) {
                    out[i] = (int) out[i];
                }
                return new LongColumn(IntegerType.INT32, out, rows);
            });
        }

        private static boolean isDateLike(DataType t) {
            return t instanceof DateType || t instanceof Date32Type || t instanceof DateTimeType;
        }
    }
}
