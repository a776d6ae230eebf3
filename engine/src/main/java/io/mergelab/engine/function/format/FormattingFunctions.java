package io.mergelab.engine.function.format;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.format.ReadableFormat;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.NumericColumns;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.StringType;
import java.nio.charset.StandardCharsets;
import java.util.function.DoubleFunction;

/** formatReadableSize, formatReadableDecimalSize, formatReadableQuantity, formatReadableTimeDelta. */
public final class FormattingFunctions {
    private FormattingFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        add(registry, "formatReadableSize", ReadableFormat::size);
        registry.alias("FORMAT_BYTES", "formatReadableSize", true);
        add(registry, "formatReadableDecimalSize", ReadableFormat::decimalSize);
        add(registry, "formatReadableQuantity", ReadableFormat::quantity);
        add(registry, "formatReadableTimeDelta", ReadableFormat::timeDelta);
    }

    private static void add(FunctionRegistry.Builder registry, String name, DoubleFunction<String> format) {
        registry.add(FunctionSpec.of(name, 1, (n, args, ctx) -> {
            if (!TypeRules.isNumber(args.get(0).type())) {
                throw Arguments.illegalType(n, args.get(0).type());
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
        }));
    }
}
