package io.mergelab.engine.function.collection;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.FunctionContext;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.NumericColumns;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.function.comparison.Comparators;
import io.mergelab.engine.function.comparison.RowComparator;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.NothingType;
import java.util.List;

/**
 * Aggregating array functions (arraySum, arrayCount, arrayExists, arrayAll, arrayMin, arrayMax, arrayAvg,
 * arrayProduct, arrayCumSum) in their plain form; the analyzer gives their lambda form ({@code arraySum(x -> f(x),
 * arr)}) as the plain form over {@code arrayMap}, as ClickHouse defines it. NULL elements are skipped.
 */
public final class ArrayFunctions {
    private ArrayFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("arraySum", 1, (name, args, ctx) -> sum(name, args, false)));
        registry.add(FunctionSpec.of("arrayCumSum", 1, (name, args, ctx) -> sum(name, args, true)));
        registry.add(FunctionSpec.of("arrayCount", 1, (name, args, ctx) -> truths(name, args, Truths.COUNT)));
        registry.add(FunctionSpec.of("arrayExists", 1, (name, args, ctx) -> truths(name, args, Truths.EXISTS)));
        registry.add(FunctionSpec.of("arrayAll", 1, (name, args, ctx) -> truths(name, args, Truths.ALL)));
        registry.add(FunctionSpec.of("arrayMin", 1, (name, args, ctx) -> extreme(name, args, -1)));
        registry.add(FunctionSpec.of("arrayMax", 1, (name, args, ctx) -> extreme(name, args, 1)));
        registry.add(FunctionSpec.of("arrayAvg", 1, (name, args, ctx) -> average(name, args, false)));
        registry.add(FunctionSpec.of("arrayProduct", 1, (name, args, ctx) -> average(name, args, true)));
    }

    /** The array type of argument {@code position}, or ILLEGAL_TYPE_OF_ARGUMENT. */
    static ArrayType arrayArgument(String name, ArgumentType arg, int position) {
        if (arg.type().unwrapLowCardinality() instanceof ArrayType at) {
            return at;
        }
        throw Arguments.illegalType(name, arg.type(), position, "an Array");
    }

    /** The number type of the elements, without Nullable/LowCardinality, or ILLEGAL_TYPE_OF_ARGUMENT. */
    private static DataType numericElement(String name, ArgumentType arg) {
        DataType element = TypeRules.removeNullable(TypeRules.stripLowCardinality(arrayArgument(name, arg, 0).element()));
        if (element instanceof NothingType) {
            // the elements of [] (never read): counted as UInt8, as ClickHouse types them
            return IntegerType.UINT8;
        }
        if (!(element instanceof IntegerType) && !(element instanceof FloatType)) {
            throw new MergeLabException(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT,
                    name + " cannot add values of type " + arg.type().name());
        }
        return element;
    }

    /** The elements as one non-Nullable column and the null map (or null), with the rows' offsets. */
    private record Elements(Column values, byte[] nulls, int[] offsets) {
        static Elements of(Operand op, int rows) {
            ArrayColumn a = (ArrayColumn) op.expand(rows);
            Column e = a.elements();
            byte[] nulls = null;
            if (e instanceof NullableColumn n) {
                nulls = n.nulls();
                e = n.nested();
            }
            return new Elements(e, nulls, a.offsets());
        }

        boolean isNull(int i) {
            return nulls != null && nulls[i] != 0;
        }
    }

    private static BoundFunction sum(String name, List<ArgumentType> args, boolean cumulative) {
        DataType element = numericElement(name, args.get(0));
        DataType result = element instanceof FloatType ? FloatType.FLOAT64
                : ((IntegerType) element).signed() ? IntegerType.INT64 : IntegerType.UINT64;
        DataType type = cumulative ? new ArrayType(result) : result;
        return Bound.of(type, (ops, rows) -> {
            Elements e = Elements.of(ops[0], rows);
            boolean floating = result instanceof FloatType;
            double[] d = floating ? NumericColumns.doubles(e.values(), element) : null;
            long[] l = floating ? null : ((LongColumn) e.values()).values();
            int total = e.offsets()[rows] - e.offsets()[0];
            long[] outLongs = new long[cumulative ? total : rows];
            double[] outDoubles = new double[cumulative ? total : rows];
            int k = 0;
            for (int r = 0; r < rows; r++) {
                long ls = 0;
                double ds = 0;
                for (int i = e.offsets()[r]; i < e.offsets()[r + 1]; i++) {
                    if (!e.isNull(i)) {
                        if (floating) {
                            ds += d[i];
                        } else {
                            ls += l[i];
                        }
                    }
                    if (cumulative) {
                        outLongs[k] = ls;
                        outDoubles[k++] = ds;
                    }
                }
                if (!cumulative) {
                    outLongs[r] = ls;
                    outDoubles[r] = ds;
                }
            }
            int n = cumulative ? total : rows;
            Column values = floating ? new DoubleColumn(result, outDoubles, n) : new LongColumn(result, outLongs, n);
            return cumulative ? new ArrayColumn(type, values, rebased(e.offsets(), rows), rows) : values;
        });
    }

    static int[] rebased(int[] offsets, int rows) {
        int[] out = new int[rows + 1];
        for (int r = 0; r <= rows; r++) {
            out[r] = offsets[r] - offsets[0];
        }
        return out;
    }

    private enum Truths { COUNT, EXISTS, ALL }

    private static BoundFunction truths(String name, List<ArgumentType> args, Truths kind) {
        DataType element = numericElement(name, args.get(0));
        DataType type = kind == Truths.COUNT ? IntegerType.UINT32 : IntegerType.UINT8;
        return Bound.of(type, (ops, rows) -> {
            Elements e = Elements.of(ops[0], rows);
            double[] d = element instanceof FloatType ? NumericColumns.doubles(e.values(), element) : null;
            long[] l = d == null ? ((LongColumn) e.values()).values() : null;
            long[] out = new long[rows];
            for (int r = 0; r < rows; r++) {
                long count = 0;
                int len = e.offsets()[r + 1] - e.offsets()[r];
                for (int i = e.offsets()[r]; i < e.offsets()[r + 1]; i++) {
                    boolean truth = !e.isNull(i) && (d != null ? d[i] != 0 : l[i] != 0);
                    count += truth ? 1 : 0;
                }
                out[r] = switch (kind) {
                    case COUNT -> count;
                    case EXISTS -> count > 0 ? 1 : 0;
                    case ALL -> count == len ? 1 : 0;
                };
            }
            return new LongColumn(type, out, rows);
        });
    }

    /** arrayMin / arrayMax: the element type; an empty array gives its default. */
    private static BoundFunction extreme(String name, List<ArgumentType> args, int sign) {
        ArrayType at = arrayArgument(name, args.get(0), 0);
        DataType element = TypeRules.removeNullable(TypeRules.stripLowCardinality(at.element()));
        return Bound.of(element, (ops, rows) -> {
            Elements e = Elements.of(ops[0], rows);
            RowComparator cmp = Comparators.of(e.values(), element, e.values(), element);
            if (cmp == null) {
                throw Arguments.illegalType(name, args.get(0).type());
            }
            ColumnBuilder out = ColumnBuilder.create(element, rows);
            for (int r = 0; r < rows; r++) {
                int best = -1;
                for (int i = e.offsets()[r]; i < e.offsets()[r + 1]; i++) {
                    if (!e.isNull(i) && (best < 0 || Integer.signum(cmp.compare(i, best)) == sign)) {
                        best = i;
                    }
                }
                if (best < 0) {
                    out.appendDefault();
                } else {
                    out.appendFrom(e.values(), best);
                }
            }
            return out.build();
        });
    }

    /** arrayAvg (nan for an empty array) and arrayProduct (1 for an empty array), both Float64. */
    private static BoundFunction average(String name, List<ArgumentType> args, boolean product) {
        DataType element = numericElement(name, args.get(0));
        return Bound.of(FloatType.FLOAT64, (ops, rows) -> {
            Elements e = Elements.of(ops[0], rows);
            double[] d = NumericColumns.doubles(e.values(), element);
            double[] out = new double[rows];
            for (int r = 0; r < rows; r++) {
                double acc = product ? 1 : 0;
                int n = 0;
                for (int i = e.offsets()[r]; i < e.offsets()[r + 1]; i++) {
                    if (!e.isNull(i)) {
                        acc = product ? acc * d[i] : acc + d[i];
                        n++;
                    }
                }
                out[r] = product ? acc : acc / n;
            }
            return new DoubleColumn(FloatType.FLOAT64, out, rows);
        });
    }
}
