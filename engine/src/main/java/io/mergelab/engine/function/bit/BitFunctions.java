package io.mergelab.engine.function.bit;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.NumericColumns;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import java.util.function.LongBinaryOperator;

/**
 * bitAnd, bitOr, bitXor, bitNot, bitShiftLeft and bitShiftRight on integers, as ClickHouse documents them: the
 * result of the two-argument operations is an integer as wide as the wider argument, signed when either is, with
 * floats taken as Int64 (truncated); bitNot keeps its argument's type; a shift keeps the type of the value shifted
 * and takes a shift count from 0 to the value's width (outside: ARGUMENT_OUT_OF_BOUND). Strings are not shifted.
 */
public final class BitFunctions {
    private BitFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        logical(registry, "bitAnd", (a, b) -> a & b);
        logical(registry, "bitOr", (a, b) -> a | b);
        logical(registry, "bitXor", (a, b) -> a ^ b);
        registry.add(FunctionSpec.of("bitNot", 1, (name, args, ctx) -> {
            IntegerType type = integerOperand(name, args.get(0).type(), 0);
            return Bound.of(type, (ops, rows) -> {
                long[] v = longs(ops[0], rows);
                long[] out = new long[rows];
                for (int i = 0; i < rows; i++) {
                    out[i] = NumericColumns.wrap(~v[i], type);
                }
                return new LongColumn(type, out, rows);
            });
        }));
        shift(registry, "bitShiftLeft", true);
        shift(registry, "bitShiftRight", false);
    }

    private static void logical(FunctionRegistry.Builder registry, String function, LongBinaryOperator op) {
        registry.add(FunctionSpec.of(function, 2, (name, args, ctx) -> {
            IntegerType a = integerOperand(name, args.get(0).type(), 0);
            IntegerType b = integerOperand(name, args.get(1).type(), 1);
            IntegerType type = new IntegerType(Math.max(a.bits(), b.bits()), a.signed() || b.signed());
            return Bound.of(type, (ops, rows) -> {
                long[] x = longs(ops[0], rows);
                long[] y = longs(ops[1], rows);
                long[] out = new long[rows];
                for (int i = 0; i < rows; i++) {
                    out[i] = NumericColumns.wrap(op.applyAsLong(x[i], y[i]), type);
                }
                return new LongColumn(type, out, rows);
            });
        }));
    }

    private static void shift(FunctionRegistry.Builder registry, String function, boolean left) {
        registry.add(FunctionSpec.of(function, 2, (name, args, ctx) -> {
            IntegerType type = shiftedType(name, args.get(0));
            DataType count = TypeRules.stripLowCardinality(args.get(1).type());
            if (!TypeRules.isInteger(count)) {
                throw Arguments.illegalType(name, count, 1, "an integer");
            }
            boolean countSigned = TypeRules.isSigned(count);
            return Bound.of(type, (ops, rows) -> {
                long[] x = longs(ops[0], rows);
                long[] n = longs(ops[1], rows);
                long[] out = new long[rows];
                for (int i = 0; i < rows; i++) {
                    long k = n[i];
                    if (k < 0 && countSigned || Long.compareUnsigned(k, type.bits()) > 0) {
                        throw new MergeLabException(ErrorCode.ARGUMENT_OUT_OF_BOUND, "The number of shift positions needs "
                                + "to be a non-negative value and less or equal to the bit width of the value to shift");
                    }
                    long v = x[i];
                    if (k == type.bits()) {
                        out[i] = 0;
                    } else if (left) {
                        out[i] = NumericColumns.wrap(v << k, type);
                    } else {
                        out[i] = type.signed() ? v >> k : v >>> k;
                    }
                }
                return new LongColumn(type, out, rows);
            });
        }));
    }

    private static IntegerType shiftedType(String function, ArgumentType value) {
        DataType t = TypeRules.stripLowCardinality(value.type());
        IntegerType i = TypeRules.asInteger(t);
        if (i == null) {
            throw Arguments.illegalType(function, t, 0, "an integer");
        }
        return i;
    }

    /** An integer argument's type, or Int64 for a float (ClickHouse casts those). */
    private static IntegerType integerOperand(String function, DataType type, int position) {
        DataType t = TypeRules.stripLowCardinality(type);
        if (TypeRules.isFloat(t)) {
            return IntegerType.INT64;
        }
        IntegerType i = TypeRules.asInteger(t);
        if (i == null) {
            throw Arguments.illegalType(function, t, position, "an integer or a float");
        }
        return i;
    }

    /** The argument's values as 64-bit integers; floats truncated toward zero. */
    private static long[] longs(Operand op, int rows) {
        Column c = op.expand(rows);
        if (c instanceof DoubleColumn d) {
            double[] v = d.values();
            long[] out = new long[rows];
            for (int i = 0; i < rows; i++) {
                out[i] = (long) v[i];
            }
            return out;
        }
        return NumericColumns.longs(c);
    }
}
