package io.mergelab.engine.function.math;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
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
import io.mergelab.engine.type.DecimalType;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

/**
 * round, floor, ceil, trunc with an optional constant number of decimal places; the result keeps the
 * argument's type. round uses banker's rounding for floats and rounds halves away from zero otherwise.
 */
public final class RoundingFunctions {
    private RoundingFunctions() {
    }

    private enum Mode { ROUND, FLOOR, CEIL, TRUNC }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("round", 1, 2, (name, args, ctx) -> bind(name, args, Mode.ROUND)).caseInsensitiveName());
        registry.add(FunctionSpec.of("floor", 1, 2, (name, args, ctx) -> bind(name, args, Mode.FLOOR)).caseInsensitiveName());
        registry.add(FunctionSpec.of("ceil", 1, 2, (name, args, ctx) -> bind(name, args, Mode.CEIL)).caseInsensitiveName());
        registry.alias("ceiling", "ceil", true);
        registry.add(FunctionSpec.of("trunc", 1, 2, (name, args, ctx) -> bind(name, args, Mode.TRUNC)).caseInsensitiveName());
        registry.alias("truncate", "trunc", true);
    }

    private static BoundFunction bind(String name, List<ArgumentType> args, Mode mode) {
        DataType t = args.get(0).type();
        if (!TypeRules.isNumber(t)) {
            throw Arguments.illegalType(name, t);
        }
        int places = args.size() > 1 ? (int) Arguments.constantLong(name, args, 1) : 0;
        return Bound.of(t, (ops, rows) -> {
            Column c = ops[0].expand(rows);
            if (c instanceof DoubleColumn d) {
                double[] out = new double[rows];
                double scale = Math.pow(10, places);
                for (int i = 0; i < rows; i++) {
                    double v = d.values()[i];
                    out[i] = places == 0 ? apply(mode, v) : apply(mode, v * scale) / scale;
                }
                return NumericColumns.doubleColumn(t, out, rows);
            }
            long[] v = ((LongColumn) c).values();
            int scale = t instanceof DecimalType dt ? dt.scale() : 0;
            int drop = scale - places;
            long[] out = new long[rows];
            for (int i = 0; i < rows; i++) {
                out[i] = drop <= 0 ? v[i] : roundLong(v[i], drop, mode, TypeRules.isSigned(t));
            }
            return new LongColumn(t, out, rows);
        });
    }

    private static double apply(Mode mode, double v) {
        return switch (mode) {
            case ROUND -> Math.rint(v);
            case FLOOR -> Math.floor(v);
            case CEIL -> Math.ceil(v);
            case TRUNC -> v < 0 ? Math.ceil(v) : Math.floor(v);
        };
    }

    /** Rounds an integer (or unscaled decimal) to a multiple of 10^drop. */
    private static long roundLong(long v, int drop, Mode mode, boolean signed) {
        if (drop > 18) {
            return 0;
        }
        RoundingMode rm = switch (mode) {
            case ROUND -> RoundingMode.HALF_UP;
            case FLOOR -> RoundingMode.FLOOR;
            case CEIL -> RoundingMode.CEILING;
            case TRUNC -> RoundingMode.DOWN;
        };
        BigDecimal value = signed || v >= 0 ? BigDecimal.valueOf(v) : new BigDecimal(Long.toUnsignedString(v));
        return value.movePointLeft(drop).setScale(0, rm).movePointRight(drop).toBigInteger().longValue();
    }
}
