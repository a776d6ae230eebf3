package io.mergelab.engine.function.string;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.NumericColumns;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.StringType;

/**
 * {@code char(n, ...)}: the string of one byte per argument, each number (integer or float, truncated) taken modulo
 * 256 as ClickHouse does; any name case.
 */
public final class CharFunction {
    private CharFunction() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("char", 1, Arguments.UNBOUNDED, (name, args, ctx) -> {
            for (int i = 0; i < args.size(); i++) {
                DataType t = TypeRules.stripLowCardinality(args.get(i).type());
                if (!TypeRules.isInteger(t) && !TypeRules.isFloat(t)) {
                    throw Arguments.illegalType(name, t, i, "a number");
                }
            }
            return Bound.of(StringType.INSTANCE, (ops, rows) -> {
                long[][] bytes = new long[ops.length][];
                for (int k = 0; k < ops.length; k++) {
                    bytes[k] = bytes(ops[k].expand(rows), rows);
                }
                StringColumns out = new StringColumns(rows, rows * ops.length);
                byte[] value = new byte[ops.length];
                for (int i = 0; i < rows; i++) {
                    for (int k = 0; k < ops.length; k++) {
                        value[k] = (byte) bytes[k][i];
                    }
                    out.add(value, 0, value.length);
                }
                return out.build();
            });
        }).caseInsensitiveName());
    }

    private static long[] bytes(Column c, int rows) {
        if (c instanceof DoubleColumn d) {
            long[] out = new long[rows];
            for (int i = 0; i < rows; i++) {
                out[i] = (long) d.values()[i];
            }
            return out;
        }
        return NumericColumns.longs(c);
    }
}
