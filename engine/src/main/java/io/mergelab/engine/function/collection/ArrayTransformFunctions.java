package io.mergelab.engine.function.collection;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.BytesColumnBuilder;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.ColumnOps;
import io.mergelab.engine.function.FunctionContext;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.function.comparison.Comparators;
import io.mergelab.engine.function.comparison.RowComparator;
import io.mergelab.engine.function.conversion.ConversionMode;
import io.mergelab.engine.function.conversion.Conversions;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Array functions that build or reorder arrays: range, arrayConcat, arrayPushBack/Front, arrayPopBack/Front,
 * arraySlice, arrayReverse, arraySort, arrayReverseSort, arrayDistinct, arrayEnumerate, arrayUniq,
 * arrayStringConcat, emptyArray*; and the names that need a lambda (arrayMap, arrayFilter, ...),
 * which the analyzer calls with one and which fail here without.
 */
public final class ArrayTransformFunctions {
    /** ClickHouse's cap on elements made by one range() call (function_range_max_elements_in_block). */
    private static final long RANGE_MAX_ELEMENTS = 500_000_000L;

    private ArrayTransformFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        for (String name : List.of("arrayMap", "arrayFilter", "arrayFirst", "arrayFirstIndex", "arrayLast",
                "arrayLastIndex", "arrayFill", "arrayReverseFill", "arraySplit", "arrayReverseSplit")) {
            registry.add(FunctionSpec.of(name, 2, Arguments.UNBOUNDED, (n, args, ctx) -> {
                throw new MergeLabException(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT,
                        "First argument for function " + n + " must be a function");
            }));
        }
        registry.add(FunctionSpec.of("range", 1, 3, ArrayTransformFunctions::range));
        registry.add(FunctionSpec.of("arrayConcat", 1, Arguments.UNBOUNDED, ArrayTransformFunctions::concat));
        registry.add(FunctionSpec.of("arrayPushBack", 2, (name, args, ctx) -> push(name, args, ctx, false)));
        registry.add(FunctionSpec.of("arrayPushFront", 2, (name, args, ctx) -> push(name, args, ctx, true)));
        registry.add(FunctionSpec.of("arrayPopBack", 1, (name, args, ctx) -> reorder(name, args, Reorder.POP_BACK)));
        registry.add(FunctionSpec.of("arrayPopFront", 1, (name, args, ctx) -> reorder(name, args, Reorder.POP_FRONT)));
        registry.add(FunctionSpec.of("arrayReverse", 1, (name, args, ctx) -> reorder(name, args, Reorder.REVERSE)));
        registry.add(FunctionSpec.of("arraySort", 1, (name, args, ctx) -> reorder(name, args, Reorder.SORT)));
        registry.add(FunctionSpec.of("arrayReverseSort", 1, (name, args, ctx) -> reorder(name, args, Reorder.REVERSE_SORT)));
        registry.add(FunctionSpec.of("arrayDistinct", 1, (name, args, ctx) -> reorder(name, args, Reorder.DISTINCT)));
        registry.add(FunctionSpec.of("arraySlice", 2, 3, ArrayTransformFunctions::slice));
        registry.add(FunctionSpec.of("arrayEnumerate", 1, ArrayTransformFunctions::enumerate));
        registry.add(FunctionSpec.of("arrayUniq", 1, ArrayTransformFunctions::uniq));
        registry.add(FunctionSpec.of("arrayStringConcat", 1, 2, ArrayTransformFunctions::stringConcat));
        for (String type : List.of("UInt8", "UInt16", "UInt32", "UInt64", "Int8", "Int16", "Int32", "Int64",
                "Float32", "Float64", "Date", "DateTime", "String")) {
            registry.add(FunctionSpec.of("emptyArray" + type, 0, (name, args, ctx) -> emptyArray(type)));
        }
    }

    private static BoundFunction emptyArray(String typeName) {
        ArrayType type = new ArrayType(DataType.parse(typeName));
        return Bound.of(type, (ops, rows) -> new ArrayColumn(type, ColumnBuilder.create(type.element(), 0).build(),
                new int[rows + 1], rows));
    }

    /** range(end), range(start, end[, step]): Array of the arguments' common unsigned or signed integer type. */
    private static BoundFunction range(String name, List<ArgumentType> args, FunctionContext ctx) {
        List<DataType> types = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            DataType t = args.get(i).type();
            if (TypeRules.asInteger(t) == null) {
                throw Arguments.illegalType(name, t, i, "an integer");
            }
            types.add(t);
        }
        DataType element = TypeRules.leastSupertype(types);
        ArrayType type = new ArrayType(element);
        int n = args.size();
        return Bound.throwing(type, (ops, rows, nullRows) -> {
            long[][] v = new long[n][];
            for (int i = 0; i < n; i++) {
                v[i] = ((LongColumn) ops[i].column()).values();
            }
            ColumnBuilder out = ColumnBuilder.create(element, rows);
            int[] offsets = new int[rows + 1];
            long made = 0;
            for (int r = 0; r < rows; r++) {
                long start = n == 1 ? 0 : v[0][ops[0].row(r)];
                long end = n == 1 ? v[0][ops[0].row(r)] : v[1][ops[1].row(r)];
                long step = n == 3 ? v[2][ops[2].row(r)] : 1;
                if (step == 0) {
                    throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "A call to function " + name
                            + " overflows, the step must not be zero");
                }
                // refused before filling: a constant end near 2^63 once filled the heap before the count below tripped
                double span = step > 0 ? (double) end - start : (double) start - end;
                if (span / Math.abs((double) step) > RANGE_MAX_ELEMENTS - made + 1) {
                    throw tooMany(name);
                }
                for (long x = start; step > 0 ? x < end : x > end; x += step) {
                    if (++made > RANGE_MAX_ELEMENTS) {
                        throw tooMany(name);
                    }
                    out.appendLong(x);
                }
                offsets[r + 1] = out.size();
            }
            return new ArrayColumn(type, out.build(), offsets, rows);
        });
    }

    private static MergeLabException tooMany(String name) {
        return new MergeLabException(ErrorCode.ARGUMENT_OUT_OF_BOUND, "A call to function " + name
                + " would produce more than " + RANGE_MAX_ELEMENTS + " array elements");
    }

    private static ArrayType array(String name, List<ArgumentType> args, int i) {
        return ArrayFunctions.arrayArgument(name, args.get(i), i);
    }

    private static BoundFunction concat(String name, List<ArgumentType> args, FunctionContext ctx) {
        List<DataType> elements = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            elements.add(array(name, args, i).element());
        }
        DataType element = TypeRules.leastSupertype(elements);
        ArrayType type = new ArrayType(element);
        return Bound.of(type, (ops, rows) -> {
            ArrayColumn[] arrays = new ArrayColumn[ops.length];
            Column[] converted = new Column[ops.length];
            for (int i = 0; i < ops.length; i++) {
                arrays[i] = (ArrayColumn) ops[i].column();
                converted[i] = Conversions.convert(arrays[i].elements(), element, ConversionMode.CAST, ctx.timeZone());
            }
            ColumnBuilder out = ColumnBuilder.create(element, rows);
            int[] offsets = new int[rows + 1];
            for (int r = 0; r < rows; r++) {
                for (int i = 0; i < ops.length; i++) {
                    int row = ops[i].row(r);
                    int from = arrays[i].offsets()[row];
                    out.appendRange(converted[i], from, arrays[i].offsets()[row + 1] - from);
                }
                offsets[r + 1] = out.size();
            }
            return new ArrayColumn(type, out.build(), offsets, rows);
        });
    }

    private static BoundFunction push(String name, List<ArgumentType> args, FunctionContext ctx, boolean front) {
        DataType element = TypeRules.leastSupertype(List.of(array(name, args, 0).element(), args.get(1).type()));
        return pushBound(new ArrayType(element), element, ctx, front);
    }

    private static BoundFunction pushBound(ArrayType type, DataType element, FunctionContext ctx, boolean front) {
        return Bound.of(type, (ops, rows) -> {
            ArrayColumn a = (ArrayColumn) ops[0].column();
            Column elements = Conversions.convert(a.elements(), element, ConversionMode.CAST, ctx.timeZone());
            Column x = Conversions.convert(ops[1].column(), element, ConversionMode.CAST, ctx.timeZone());
            ColumnBuilder out = ColumnBuilder.create(element, rows);
            int[] offsets = new int[rows + 1];
            for (int r = 0; r < rows; r++) {
                int row = ops[0].row(r);
                if (front) {
                    out.appendFrom(x, ops[1].row(r));
                }
                out.appendRange(elements, a.offsets()[row], a.length(row));
                if (!front) {
                    out.appendFrom(x, ops[1].row(r));
                }
                offsets[r + 1] = out.size();
            }
            return new ArrayColumn(type, out.build(), offsets, rows);
        });
    }

    private enum Reorder { POP_BACK, POP_FRONT, REVERSE, SORT, REVERSE_SORT, DISTINCT }

    /** Functions that pick some of a row's elements in some order; the result has the argument's type. */
    private static BoundFunction reorder(String name, List<ArgumentType> args, Reorder kind) {
        ArrayType type = array(name, args, 0);
        return Bound.of(type, (ops, rows) -> {
            ArrayColumn a = (ArrayColumn) ops[0].expand(rows);
            Column e = a.elements();
            RowComparator cmp = kind == Reorder.SORT || kind == Reorder.REVERSE_SORT || kind == Reorder.DISTINCT
                    ? comparator(name, e, type.element()) : null;
            int[] picked = new int[e.size()];
            int[] offsets = new int[rows + 1];
            int n = 0;
            for (int r = 0; r < rows; r++) {
                int from = a.offsets()[r];
                int to = a.offsets()[r + 1];
                switch (kind) {
                    case POP_BACK -> n = copy(picked, n, from, Math.max(from, to - 1));
                    case POP_FRONT -> n = copy(picked, n, Math.min(to, from + 1), to);
                    case REVERSE -> {
                        for (int i = to - 1; i >= from; i--) {
                            picked[n++] = i;
                        }
                    }
                    case SORT, REVERSE_SORT -> {
                        Integer[] order = new Integer[to - from];
                        for (int i = from; i < to; i++) {
                            order[i - from] = i;
                        }
                        int sign = kind == Reorder.SORT ? 1 : -1;
                        // NULLs go last in both directions, as in ClickHouse
                        byte[] nulls = e instanceof NullableColumn nc ? nc.nulls() : null;
                        Arrays.sort(order, (x, y) -> nulls != null && (nulls[x] != 0 || nulls[y] != 0)
                                ? Integer.compare(nulls[x], nulls[y]) : sign * cmp.compare(x, y));
                        for (Integer i : order) {
                            picked[n++] = i;
                        }
                    }
                    case DISTINCT -> {
                        int start = n;
                        for (int i = from; i < to; i++) {
                            boolean seen = e.get(i) == null;
                            for (int k = start; k < n && !seen; k++) {
                                seen = cmp.compare(picked[k], i) == 0;
                            }
                            if (!seen) {
                                picked[n++] = i;
                            }
                        }
                    }
                }
                offsets[r + 1] = n;
            }
            return new ArrayColumn(type, e.take(picked, n), offsets, rows);
        });
    }

    private static int copy(int[] picked, int n, int from, int to) {
        for (int i = from; i < to; i++) {
            picked[n++] = i;
        }
        return n;
    }

    private static RowComparator comparator(String name, Column elements, DataType element) {
        RowComparator cmp = Comparators.of(elements, TypeRules.stripLowCardinality(element), elements,
                TypeRules.stripLowCardinality(element));
        if (cmp == null) {
            throw new MergeLabException(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT,
                    "Elements of type " + element.name() + " cannot be compared in function " + name);
        }
        return cmp;
    }

    /** arraySlice(a, offset[, length]): 1-based offset, negative from the end; negative length stops before the end. */
    private static BoundFunction slice(String name, List<ArgumentType> args, FunctionContext ctx) {
        ArrayType type = array(name, args, 0);
        for (int i = 1; i < args.size(); i++) {
            if (TypeRules.asInteger(args.get(i).type()) == null) {
                throw Arguments.illegalType(name, args.get(i).type(), i, "an integer");
            }
        }
        return Bound.of(type, (ops, rows) -> {
            ArrayColumn a = (ArrayColumn) ops[0].expand(rows);
            long[] offset = ((LongColumn) ops[1].column()).values();
            long[] length = ops.length > 2 ? ((LongColumn) ops[2].column()).values() : null;
            int[] picked = new int[a.elements().size()];
            int[] offsets = new int[rows + 1];
            int n = 0;
            for (int r = 0; r < rows; r++) {
                int len = a.length(r);
                long o = offset[ops[1].row(r)];
                long start = o > 0 ? o - 1 : o < 0 ? Math.max(0, len + o) : len;
                long end = len;
                if (length != null) {
                    long l = length[ops[2].row(r)];
                    end = l >= 0 ? Math.min(len, start + l) : Math.max(start, len + l);
                }
                for (long i = Math.min(start, len); i < end; i++) {
                    picked[n++] = a.offsets()[r] + (int) i;
                }
                offsets[r + 1] = n;
            }
            return new ArrayColumn(type, a.elements().take(picked, n), offsets, rows);
        });
    }

    private static BoundFunction enumerate(String name, List<ArgumentType> args, FunctionContext ctx) {
        array(name, args, 0);
        ArrayType type = new ArrayType(IntegerType.UINT32);
        return Bound.of(type, (ops, rows) -> {
            ArrayColumn a = (ArrayColumn) ops[0].expand(rows);
            int total = a.offsets()[rows] - a.offsets()[0];
            long[] out = new long[total];
            int[] offsets = new int[rows + 1];
            for (int r = 0, k = 0; r < rows; r++) {
                for (int i = 1; i <= a.length(r); i++) {
                    out[k++] = i;
                }
                offsets[r + 1] = k;
            }
            return new ArrayColumn(type, new LongColumn(IntegerType.UINT32, out, total), offsets, rows);
        });
    }

    private static BoundFunction uniq(String name, List<ArgumentType> args, FunctionContext ctx) {
        return uniqBound(reorder(name, args, Reorder.DISTINCT));
    }

    private static BoundFunction uniqBound(BoundFunction distinct) {
        return Bound.of(IntegerType.UINT32, (ops, rows) -> {
            ArrayColumn d = (ArrayColumn) distinct.execute(new Operand[] {Operand.full(ops[0].expand(rows))}, rows);
            long[] out = new long[rows];
            for (int r = 0; r < rows; r++) {
                out[r] = d.length(r);
            }
            return new LongColumn(IntegerType.UINT32, out, rows);
        });
    }

    private static BoundFunction stringConcat(String name, List<ArgumentType> args, FunctionContext ctx) {
        ArrayType at = array(name, args, 0);
        String separator = args.size() > 1 ? Arguments.constantString(name, args, 1) : "";
        byte[] sep = separator.getBytes(StandardCharsets.UTF_8);
        return Bound.of(StringType.INSTANCE, (ops, rows) -> {
            ArrayColumn a = (ArrayColumn) ops[0].expand(rows);
            Column text = Conversions.convert(a.elements(), TypeRules.isStringLike(TypeRules.removeNullable(at.element()))
                    ? at.element() : StringType.INSTANCE, ConversionMode.CAST, ctx.timeZone());
            BytesColumnBuilder out = (BytesColumnBuilder) ColumnBuilder.create(StringType.INSTANCE, rows);
            for (int r = 0; r < rows; r++) {
                java.io.ByteArrayOutputStream row = new java.io.ByteArrayOutputStream();
                boolean first = true;
                for (int e = a.offsets()[r]; e < a.offsets()[r + 1]; e++) {
                    Column c = ColumnOps.stripNullable(text);
                    if (text.get(e) == null) {
                        continue;
                    }
                    if (!first) {
                        row.writeBytes(sep);
                    }
                    first = false;
                    BytesColumn b = (BytesColumn) c;
                    row.write(b.data(), b.start(e), b.length(e));
                }
                byte[] bytes = row.toByteArray();
                out.appendBytes(bytes, 0, bytes.length);
            }
            return out.build();
        });
    }
}
