package io.mergelab.engine.function.arithmetic;

import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.NumericColumns;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.DecimalType;

/**
 * Decimal arithmetic as ClickHouse: the result has the widest Decimal family of the arguments (an integer
 * argument is a Decimal of scale 0 that does not widen it) at that family's full precision; scale is
 * max(S1, S2) for + and -, S1 + S2 for *, and the Decimal dividend's scale for /. Overflow raises
 * DECIMAL_OVERFLOW instead of wrapping.
 */
final class DecimalArithmetic {
    private DecimalArithmetic() {
    }

    static BoundFunction bind(String name, BinaryOp op, DataType a, DataType b) {
        int precision = Math.max(familyPrecision(a), familyPrecision(b));
        int sa = scale(a);
        int sb = scale(b);
        int scale = switch (op) {
            case PLUS, MINUS -> Math.max(sa, sb);
            case MULTIPLY -> sa + sb;
            case DIVIDE -> a instanceof DecimalType ? sa : sb;
        };
        if (scale > precision) {
            throw new MergeLabException(ErrorCode.ARGUMENT_OUT_OF_BOUND, "Decimal result's scale " + scale
                    + " is out of range for function " + name + " (at most " + precision + ")");
        }
        DecimalType result = new DecimalType(precision, scale);
        return switch (op) {
            case PLUS, MINUS -> {
                long ma = NumericColumns.POW10[scale - sa];
                long mb = NumericColumns.POW10[scale - sb];
                boolean plus = op == BinaryOp.PLUS;
                yield Bound.throwing(result, (args, rows, nulls) -> {
                    long[] x = NumericColumns.longs(args[0].column());
                    long[] y = NumericColumns.longs(args[1].column());
                    long[] out = new long[rows];
                    for (int i = 0; i < rows; i++) {
                        if (nulls != null && nulls[i] != 0) {
                            continue;
                        }
                        long l = scaleUp(x[args[0].row(i)], ma);
                        long r = scaleUp(y[args[1].row(i)], mb);
                        out[i] = plus ? addExact(l, r) : subtractExact(l, r);
                    }
                    return new LongColumn(result, out, rows);
                });
            }
            case MULTIPLY -> Bound.throwing(result, (args, rows, nulls) -> {
                long[] x = NumericColumns.longs(args[0].column());
                long[] y = NumericColumns.longs(args[1].column());
                long[] out = new long[rows];
                for (int i = 0; i < rows; i++) {
                    if (nulls == null || nulls[i] == 0) {
                        out[i] = scaleUp(x[args[0].row(i)], y[args[1].row(i)]);
                    }
                }
                return new LongColumn(result, out, rows);
            });
            case DIVIDE -> {
                if (sb - sa + scale > DecimalType.MAX_PRECISION) {
                    throw new MergeLabException(ErrorCode.ARGUMENT_OUT_OF_BOUND,
                            "Decimal division needs scale " + (sb - sa + scale) + ", more than " + DecimalType.MAX_PRECISION);
                }
                long mul = NumericColumns.POW10[sb - sa + scale];
                yield Bound.throwing(result, (args, rows, nulls) -> {
                    long[] x = NumericColumns.longs(args[0].column());
                    long[] y = NumericColumns.longs(args[1].column());
                    long[] out = new long[rows];
                    for (int i = 0; i < rows; i++) {
                        if (nulls != null && nulls[i] != 0) {
                            continue;
                        }
                        long d = y[args[1].row(i)];
                        if (d == 0) {
                            throw new MergeLabException(ErrorCode.ILLEGAL_DIVISION, "Division by zero");
                        }
                        out[i] = scaleUp(x[args[0].row(i)], mul) / d;
                    }
                    return new LongColumn(result, out, rows);
                });
            }
        };
    }

    static boolean involvesDecimal(DataType a, DataType b) {
        return a instanceof DecimalType || b instanceof DecimalType;
    }

    private static int familyPrecision(DataType t) {
        if (t instanceof DecimalType d) {
            return d.precision() <= 9 ? 9 : 18;
        }
        return 0;
    }

    private static int scale(DataType t) {
        return t instanceof DecimalType d ? d.scale() : 0;
    }

    private static long scaleUp(long v, long m) {
        try {
            return Math.multiplyExact(v, m);
        } catch (ArithmeticException e) {
            throw overflow();
        }
    }

    private static long addExact(long a, long b) {
        try {
            return Math.addExact(a, b);
        } catch (ArithmeticException e) {
            throw overflow();
        }
    }

    private static long subtractExact(long a, long b) {
        try {
            return Math.subtractExact(a, b);
        } catch (ArithmeticException e) {
            throw overflow();
        }
    }

    private static MergeLabException overflow() {
        return new MergeLabException(ErrorCode.DECIMAL_OVERFLOW, "Decimal math overflow");
    }

    /** Whether the other argument can take part in Decimal arithmetic (integers can, floats cannot). */
    static boolean isDecimalCompatible(DataType t) {
        return t instanceof DecimalType || TypeRules.asInteger(t) != null;
    }
}
