package io.mergelab.engine.function.conditional;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.NullableType;
import java.util.Arrays;
import java.util.List;

/** and, or (n-ary, three-valued with NULL), not, xor. */
public final class LogicalFunctions {
    private static final DataType NULLABLE_UINT8 = new NullableType(IntegerType.UINT8);

    private LogicalFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("and", 2, Arguments.UNBOUNDED, (name, args, ctx) -> bind(name, args, true))
                .ownNullHandling());
        registry.add(FunctionSpec.of("or", 2, Arguments.UNBOUNDED, (name, args, ctx) -> bind(name, args, false))
                .ownNullHandling());
        registry.add(FunctionSpec.of("not", 1, (name, args, ctx) -> {
            Truth.check(name, args.get(0).type(), 0);
            return Bound.of(IntegerType.UINT8, (ops, rows) -> {
                byte[] t = Truth.values(ops[0], rows);
                long[] out = new long[rows];
                for (int i = 0; i < rows; i++) {
                    out[i] = t[i] ^ 1;
                }
                return new LongColumn(IntegerType.UINT8, out, rows);
            });
        }));
        registry.add(FunctionSpec.of("xor", 2, Arguments.UNBOUNDED, (name, args, ctx) -> {
            for (int i = 0; i < args.size(); i++) {
                Truth.check(name, args.get(i).type(), i);
            }
            return Bound.of(IntegerType.UINT8, (ops, rows) -> {
                long[] out = new long[rows];
                for (var op : ops) {
                    byte[] t = Truth.values(op, rows);
                    for (int i = 0; i < rows; i++) {
                        out[i] ^= t[i];
                    }
                }
                return new LongColumn(IntegerType.UINT8, out, rows);
            });
        }));
    }

    /**
     * and: false if any argument is false, else NULL if any is NULL, else true; or is the dual. The result
     * is Nullable(UInt8) when any argument is Nullable.
     */
    private static BoundFunction bind(String name, List<ArgumentType> args, boolean conjunction) {
        boolean nullable = false;
        for (int i = 0; i < args.size(); i++) {
            Truth.check(name, args.get(i).type(), i);
            nullable |= args.get(i).type().isNullable() || TypeRules.isOnlyNull(args.get(i).type());
        }
        DataType result = nullable ? NULLABLE_UINT8 : IntegerType.UINT8;
        boolean resultNullable = nullable;
        return Bound.of(result, (ops, rows) -> {
            byte decided = (byte) (conjunction ? 0 : 1);
            byte[] state = new byte[rows];
            byte[] unknown = new byte[rows];
            Arrays.fill(state, (byte) (1 - decided));
            for (var op : ops) {
                byte[] t = Truth.values(op, rows);
                byte[] n = Truth.nulls(op, rows);
                for (int i = 0; i < rows; i++) {
                    boolean isNull = n != null && n[i] != 0;
                    if (isNull) {
                        unknown[i] = 1;
                    } else if (t[i] == decided) {
                        state[i] = decided;
                    }
                }
            }
            long[] out = new long[rows];
            byte[] nulls = new byte[rows];
            for (int i = 0; i < rows; i++) {
                out[i] = state[i];
                if (state[i] != decided && unknown[i] != 0) {
                    nulls[i] = 1;
                    out[i] = 0;
                }
            }
            Column values = new LongColumn(IntegerType.UINT8, out, rows);
            return resultNullable ? new NullableColumn(result, values, nulls) : values;
        });
    }
}
