package io.mergelab.engine.function.format;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.ReadableNumbers;
import io.mergelab.engine.format.ReadableFormat;
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
import java.util.List;
import java.util.Set;
import java.util.function.DoubleFunction;

/** formatReadableSize, formatReadableDecimalSize, formatReadableQuantity, formatReadableTimeDelta[, maximum_unit]. */
public final class FormattingFunctions {
    private static final Set<String> SUB_SECOND_UNITS = Set.of("milliseconds", "microseconds", "nanoseconds");

    private FormattingFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        add(registry, "formatReadableSize", ReadableNumbers::size);
        registry.alias("FORMAT_BYTES", "formatReadableSize", true);
        add(registry, "formatReadableDecimalSize", ReadableNumbers::decimalSize);
        add(registry, "formatReadableQuantity", ReadableNumbers::quantity);
        registry.add(FunctionSpec.of("formatReadableTimeDelta", 1, 2, FormattingFunctions::timeDelta));
    }

    /** formatReadableTimeDelta(seconds[, maximum_unit]), maximum_unit from years down to seconds. */
    private static BoundFunction timeDelta(String name, List<ArgumentType> args, FunctionContext ctx) {
        int largest = 0;
        if (args.size() == 2) {
            String unit = Arguments.constantString(name, args, 1);
            largest = ReadableFormat.TIME_UNITS.indexOf(unit);
            if (SUB_SECOND_UNITS.contains(unit)) {
                throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "Function " + name + " with a maximum unit below "
                        + "seconds (" + unit + ") is not supported: MergeLab formats whole seconds only");
            }
            if (largest < 0) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Unexpected value of maximum unit argument (" + unit
                        + ") for function " + name + ", the only allowed values are: 'nanoseconds', 'microseconds', "
                        + "'milliseconds', 'seconds', 'minutes', 'hours', 'days', 'months', 'years'.");
            }
        }
        int largestUnit = largest;
        return formatting(name, args, v -> ReadableFormat.timeDelta(v, largestUnit));
    }

    private static void add(FunctionRegistry.Builder registry, String name, DoubleFunction<String> format) {
        registry.add(FunctionSpec.of(name, 1, (n, args, ctx) -> formatting(n, args, format)));
    }

    private static BoundFunction formatting(String name, List<ArgumentType> args, DoubleFunction<String> format) {
        if (!TypeRules.isNumber(args.get(0).type())) {
            throw Arguments.illegalType(name, args.get(0).type());
        }
        return Bound.of(StringType.INSTANCE, (ops, rows) -> {
            Column c = ops[0].expand(rows);
            double[] v = NumericColumns.doubles(c, args.get(0).type());
            ColumnBuilder out = ColumnBuilder.create(StringType.INSTANCE, rows);
            for (int i = 0; i < rows; i++) {
                byte[] b = format.apply(v[i]).getBytes(StandardCharsets.UTF_8);
                out.appendBytes(b, 0, b.length);
            }
            return out.build();
        });
    }
}
