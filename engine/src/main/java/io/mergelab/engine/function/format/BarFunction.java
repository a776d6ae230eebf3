package io.mergelab.engine.function.format;

import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.FunctionContext;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.NumericColumns;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.StringType;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * bar(x, min, max[, width]): a bar of Unicode blocks as wide as x's place between min and max ({@code width}
 * characters at max, 80 by default), drawn to an eighth of a character as ClickHouse draws it.
 */
public final class BarFunction {
    private static final int DEFAULT_WIDTH = 80;
    private static final int MAX_WIDTH = 1000;
    private static final byte[] FULL = "█".getBytes(StandardCharsets.UTF_8);
    /** 1/8 to 7/8 of a block. */
    private static final byte[][] EIGHTHS = Arrays.stream("▏▎▍▌▋▊▉".split(""))
            .map(s -> s.getBytes(StandardCharsets.UTF_8)).toArray(byte[][]::new);

    private BarFunction() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("bar", 3, 4, BarFunction::bind));
    }

    private static BoundFunction bind(String name, List<ArgumentType> args, FunctionContext ctx) {
        for (int i = 0; i < 3; i++) {
            if (!TypeRules.isNumber(args.get(i).type())) {
                throw Arguments.illegalType(name, args.get(i).type(), i, "a number");
            }
        }
        double width = DEFAULT_WIDTH;
        if (args.size() == 4) {
            ArgumentType w = args.get(3);
            if (!w.isConstant()) {
                throw Arguments.notConstant(name, 3);
            }
            if (!TypeRules.isNumber(w.type()) || w.constantValue() == null) {
                throw Arguments.illegalType(name, w.type(), 3, "a number");
            }
            width = Arguments.number(w.constantValue()).doubleValue();
            if (width < 1) {
                throw new MergeLabException(ErrorCode.ARGUMENT_OUT_OF_BOUND, "Argument 'width' of function " + name
                        + " must be >= 1, got " + width);
            }
            if (width > MAX_WIDTH) {
                throw new MergeLabException(ErrorCode.ARGUMENT_OUT_OF_BOUND, "Too large width " + width
                        + " of function " + name + " (at most " + MAX_WIDTH + ")");
            }
        }
        double maxWidth = width;
        return Bound.of(StringType.INSTANCE, (ops, rows) -> {
            double[] x = NumericColumns.doubles(ops[0].column(), ops[0].type());
            double[] min = NumericColumns.doubles(ops[1].column(), ops[1].type());
            double[] max = NumericColumns.doubles(ops[2].column(), ops[2].type());
            byte[] buffer = new byte[(int) Math.ceil(maxWidth) * FULL.length];
            ColumnBuilder out = ColumnBuilder.create(StringType.INSTANCE, rows);
            for (int i = 0; i < rows; i++) {
                double w = width(x[ops[0].row(i)], min[ops[1].row(i)], max[ops[2].row(i)], maxWidth);
                out.appendBytes(buffer, 0, render(w, buffer));
            }
            return out.build();
        });
    }

    /** The bar's width in characters: 0 at or below min (or for NaN), maxWidth at or above max. */
    static double width(double x, double min, double max, double maxWidth) {
        if (Double.isNaN(x) || Double.isNaN(min) || Double.isNaN(max) || x <= min) {
            return 0;
        }
        if (x >= max) {
            return maxWidth;
        }
        return (x - min) / (max - min) * maxWidth;
    }

    /** Writes the bar into {@code out}; returns its length in bytes. */
    private static int render(double width, byte[] out) {
        long eighths = (long) (width * 8);
        int pos = 0;
        for (long k = 0; k < eighths / 8; k++) {
            System.arraycopy(FULL, 0, out, pos, FULL.length);
            pos += FULL.length;
        }
        int rest = (int) (eighths % 8);
        if (rest > 0) {
            System.arraycopy(EIGHTHS[rest - 1], 0, out, pos, EIGHTHS[rest - 1].length);
            pos += EIGHTHS[rest - 1].length;
        }
        return pos;
    }
}
