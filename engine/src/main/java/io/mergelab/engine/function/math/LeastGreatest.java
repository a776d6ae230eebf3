package io.mergelab.engine.function.math;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.FunctionContext;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.function.comparison.CompareOp;
import io.mergelab.engine.function.comparison.Comparators;
import io.mergelab.engine.function.comparison.RowComparator;
import io.mergelab.engine.function.conversion.ConversionMode;
import io.mergelab.engine.function.conversion.Conversions;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import java.util.List;

/**
 * least / greatest of two or more values of the arguments' supertype; for UInt64 with Int64 ClickHouse
 * picks Int64 for least and UInt64 for greatest.
 */
public final class LeastGreatest {
    private LeastGreatest() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("least", 2, Arguments.UNBOUNDED, (name, args, ctx) -> bind(name, args, ctx, true))
                .caseInsensitiveName());
        registry.add(FunctionSpec.of("greatest", 2, Arguments.UNBOUNDED, (name, args, ctx) -> bind(name, args, ctx, false))
                .caseInsensitiveName());
    }

    private static BoundFunction bind(String name, List<ArgumentType> args, FunctionContext ctx, boolean least) {
        List<DataType> types = args.stream().map(ArgumentType::type).toList();
        DataType result = resultType(types, least);
        return Bound.of(result, (ops, rows) -> {
            Column[] values = new Column[ops.length];
            for (int k = 0; k < ops.length; k++) {
                values[k] = Conversions.convert(ops[k].expand(rows), result, ConversionMode.CAST, ctx.timeZone());
            }
            int[] best = new int[rows];
            for (int k = 1; k < ops.length; k++) {
                RowComparator[] cmp = new RowComparator[k];
                for (int j = 0; j < k; j++) {
                    cmp[j] = Comparators.of(values[k], result, values[j], result);
                }
                for (int i = 0; i < rows; i++) {
                    int c = cmp[best[i]].compare(i, i);
                    if (c != CompareOp.UNORDERED && (least ? c < 0 : c > 0)) {
                        best[i] = k;
                    }
                }
            }
            ColumnBuilder out = ColumnBuilder.create(result, rows);
            for (int i = 0; i < rows; i++) {
                out.appendFrom(values[best[i]], i);
            }
            return out.build();
        });
    }

    private static DataType resultType(List<DataType> types, boolean least) {
        if (types.size() == 2 && types.stream().allMatch(t -> t instanceof IntegerType i && i.bits() == 64)
                && !types.get(0).equals(types.get(1))) {
            return least ? IntegerType.INT64 : IntegerType.UINT64;
        }
        DataType result = TypeRules.leastSupertype(types);
        return result;
    }
}
