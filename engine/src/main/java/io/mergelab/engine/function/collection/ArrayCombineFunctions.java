package io.mergelab.engine.function.collection;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.aggregate.Accumulator;
import io.mergelab.engine.aggregate.AggregateDescription;
import io.mergelab.engine.aggregate.AggregateFunction;
import io.mergelab.engine.aggregate.AggregateFunctions;
import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.FunctionContext;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.NumericColumns;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.function.comparison.Comparators;
import io.mergelab.engine.function.comparison.RowComparator;
import io.mergelab.engine.function.conversion.ConversionMode;
import io.mergelab.engine.function.conversion.Conversions;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.NothingType;
import io.mergelab.engine.type.TupleType;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Array functions that combine arrays or their elements: arrayZip, arrayFlatten (flatten), arrayIntersect,
 * arrayDifference and arrayReduce.
 */
public final class ArrayCombineFunctions {
    /** {@code 'name'} or {@code 'name(p1, p2)'}: an aggregate function and its parameters, as arrayReduce takes it. */
    private static final Pattern AGGREGATE = Pattern.compile("\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*(?:\\((.*)\\))?\\s*");

    private ArrayCombineFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("arrayZip", 1, Arguments.UNBOUNDED, ArrayCombineFunctions::zip));
        registry.add(FunctionSpec.of("arrayFlatten", 1, ArrayCombineFunctions::flatten));
        registry.alias("flatten", "arrayFlatten", false);
        registry.add(FunctionSpec.of("arrayIntersect", 1, Arguments.UNBOUNDED, ArrayCombineFunctions::intersect));
        registry.add(FunctionSpec.of("arrayDifference", 1, ArrayCombineFunctions::difference));
        registry.add(FunctionSpec.of("arrayReduce", 2, Arguments.UNBOUNDED, ArrayCombineFunctions::reduce));
    }

    /** arrayZip(a1, ..., an): Array(Tuple(T1, ..., Tn)), the i-th elements together; the arrays must be equally long. */
    private static BoundFunction zip(String name, List<ArgumentType> args, FunctionContext ctx) {
        List<DataType> elements = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            elements.add(ArrayFunctions.arrayArgument(name, args.get(i), i).element());
        }
        TupleType tuple = new TupleType(elements);
        ArrayType type = new ArrayType(tuple);
        return Bound.throwing(type, (ops, rows, nullRows) -> {
            ArrayColumn first = (ArrayColumn) ops[0].expand(rows);
            int[] offsets = ArrayFunctions.rebased(first.offsets(), rows);
            int total = offsets[rows];
            List<Column> columns = new ArrayList<>();
            for (int i = 0; i < ops.length; i++) {
                ArrayColumn a = (ArrayColumn) ops[i].expand(rows);
                for (int r = 0; r < rows; r++) {
                    if (a.length(r) != first.length(r)) {
                        throw new MergeLabException(ErrorCode.SIZES_OF_ARRAYS_DONT_MATCH, "The argument 1 and argument "
                                + (i + 1) + " of function " + name + " have different array sizes");
                    }
                }
                columns.add(a.elements().slice(a.offsets()[0], total));
            }
            return new ArrayColumn(type, new TupleColumn(tuple, columns, total), offsets, rows);
        });
    }

    /** arrayFlatten(a): the elements of nested arrays at every depth, in order; a flat array stays as it is. */
    private static BoundFunction flatten(String name, List<ArgumentType> args, FunctionContext ctx) {
        ArrayType outer = ArrayFunctions.arrayArgument(name, args.get(0), 0);
        DataType leaf = outer;
        while (leaf instanceof ArrayType at) {
            leaf = at.element();
        }
        ArrayType type = new ArrayType(leaf);
        return Bound.of(type, (ops, rows) -> {
            ArrayColumn a = (ArrayColumn) ops[0].expand(rows);
            int[] offsets = a.offsets().clone();
            Column elements = a.elements();
            while (elements instanceof ArrayColumn inner) {
                for (int r = 0; r <= rows; r++) {
                    offsets[r] = inner.offsets()[offsets[r]];
                }
                elements = inner.elements();
            }
            int base = offsets[0];
            int[] out = new int[rows + 1];
            for (int r = 0; r <= rows; r++) {
                out[r] = offsets[r] - base;
            }
            return new ArrayColumn(type, elements.slice(base, out[rows]), out, rows);
        });
    }

    /**
     * arrayIntersect(a1, ...): the distinct elements of a1 that every other array holds, in a1's order; elements are
     * compared after conversion to their common type (NULL matches NULL).
     */
    private static BoundFunction intersect(String name, List<ArgumentType> args, FunctionContext ctx) {
        List<DataType> elements = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            elements.add(ArrayFunctions.arrayArgument(name, args.get(i), i).element());
        }
        DataType element = TypeRules.leastSupertype(elements);
        ArrayType type = new ArrayType(element);
        return Bound.of(type, (ops, rows) -> {
            ArrayColumn[] arrays = new ArrayColumn[ops.length];
            Column[] values = new Column[ops.length];
            for (int i = 0; i < ops.length; i++) {
                arrays[i] = (ArrayColumn) ops[i].expand(rows);
                values[i] = Conversions.convert(arrays[i].elements(), element, ConversionMode.CAST, ctx.timeZone());
            }
            DataType compared = TypeRules.stripLowCardinality(element);
            RowComparator[] cmp = new RowComparator[ops.length];
            for (int i = 0; i < ops.length; i++) {
                cmp[i] = Comparators.of(values[0], compared, values[i], compared);
                if (cmp[i] == null && !(TypeRules.removeNullable(compared) instanceof NothingType)) {
                    throw Arguments.illegalType(name, element);
                }
            }
            ColumnBuilder out = ColumnBuilder.create(element, rows);
            int[] offsets = new int[rows + 1];
            for (int r = 0; r < rows; r++) {
                int from = arrays[0].offsets()[r];
                int to = arrays[0].offsets()[r + 1];
                for (int e = from; e < to; e++) {
                    if (!seenBefore(cmp[0], from, e) && inAll(arrays, cmp, r, e)) {
                        out.appendFrom(values[0], e);
                    }
                }
                offsets[r + 1] = out.size();
            }
            return new ArrayColumn(type, out.build(), offsets, rows);
        });
    }

    private static boolean seenBefore(RowComparator self, int from, int e) {
        for (int k = from; k < e; k++) {
            if (self.compare(k, e) == 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean inAll(ArrayColumn[] arrays, RowComparator[] cmp, int row, int element) {
        for (int i = 1; i < arrays.length; i++) {
            boolean found = false;
            for (int k = arrays[i].offsets()[row]; k < arrays[i].offsets()[row + 1] && !found; k++) {
                found = cmp[i].compare(element, k) == 0;
            }
            if (!found) {
                return false;
            }
        }
        return true;
    }

    /**
     * arrayDifference(a): 0, then each element minus the one before; integers give the signed type twice as wide (at
     * most Int64, wrapping like ClickHouse's subtraction), floats Float64.
     */
    private static BoundFunction difference(String name, List<ArgumentType> args, FunctionContext ctx) {
        DataType element = TypeRules.stripLowCardinality(ArrayFunctions.arrayArgument(name, args.get(0), 0).element());
        DataType result;
        if (element instanceof NothingType) {
            result = IntegerType.UINT8;
        } else if (element instanceof IntegerType it) {
            result = switch (it.bits()) {
                case 8 -> IntegerType.INT16;
                case 16 -> IntegerType.INT32;
                default -> IntegerType.INT64;
            };
        } else if (element instanceof FloatType) {
            result = FloatType.FLOAT64;
        } else {
            throw new MergeLabException(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT, "arrayDifference cannot process values of type "
                    + element.name());
        }
        ArrayType type = new ArrayType(result);
        return Bound.of(type, (ops, rows) -> {
            ArrayColumn a = (ArrayColumn) ops[0].expand(rows);
            int[] offsets = ArrayFunctions.rebased(a.offsets(), rows);
            int base = a.offsets()[0];
            int total = offsets[rows];
            Column values = a.elements().slice(base, total);
            if (result instanceof FloatType) {
                double[] d = NumericColumns.doubles(values, element);
                double[] out = new double[total];
                for (int r = 0; r < rows; r++) {
                    for (int e = offsets[r] + 1; e < offsets[r + 1]; e++) {
                        out[e] = d[e] - d[e - 1];
                    }
                }
                return new ArrayColumn(type, new DoubleColumn(FloatType.FLOAT64, out, total), offsets, rows);
            }
            long[] l = total == 0 ? new long[0] : ((LongColumn) values).values();
            long[] out = new long[total];
            for (int r = 0; r < rows; r++) {
                for (int e = offsets[r] + 1; e < offsets[r + 1]; e++) {
                    out[e] = l[e] - l[e - 1];
                }
            }
            return new ArrayColumn(type, new LongColumn(result, out, total), offsets, rows);
        });
    }

    /**
     * arrayReduce('agg[(params)]', a1, ...): the aggregate over the elements of each row's arrays (the i-th elements of
     * all arrays are one row of the aggregate); its result type is the aggregate's over the element types.
     */
    private static BoundFunction reduce(String name, List<ArgumentType> args, FunctionContext ctx) {
        String spec = Arguments.constantString(name, args, 0);
        Matcher m = AGGREGATE.matcher(spec);
        if (!m.matches()) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Cannot parse aggregate function '" + spec + "' of " + name);
        }
        List<Object> parameters = new ArrayList<>();
        if (m.group(2) != null && !m.group(2).isBlank()) {
            for (String p : m.group(2).split(",")) {
                parameters.add(parameter(p.trim(), spec, name));
            }
        }
        List<DataType> elementTypes = new ArrayList<>();
        List<String> columns = new ArrayList<>();
        for (int i = 1; i < args.size(); i++) {
            DataType e = ArrayFunctions.arrayArgument(name, args.get(i), i).element();
            elementTypes.add(e instanceof NothingType ? IntegerType.UINT8 : e);
            columns.add("x" + i);
        }
        AggregateFunction aggregate = AggregateFunctions.resolve(
                new AggregateDescription(m.group(1), parameters, columns, spec, false), elementTypes);
        return Bound.throwing(aggregate.resultType(), (ops, rows, nullRows) -> {
            int arrays = ops.length - 1;
            ArrayColumn first = (ArrayColumn) ops[1].expand(rows);
            int[] offsets = ArrayFunctions.rebased(first.offsets(), rows);
            int total = offsets[rows];
            int[] groups = new int[total];
            for (int r = 0; r < rows; r++) {
                for (int e = offsets[r]; e < offsets[r + 1]; e++) {
                    groups[e] = r;
                }
            }
            Column[] values = new Column[arrays];
            for (int i = 0; i < arrays; i++) {
                ArrayColumn a = (ArrayColumn) ops[i + 1].expand(rows);
                for (int r = 0; r < rows; r++) {
                    if (a.length(r) != first.length(r)) {
                        throw new MergeLabException(ErrorCode.SIZES_OF_ARRAYS_DONT_MATCH, "All arrays passed to " + name
                                + " must have equal size");
                    }
                }
                Column c = a.elements().slice(a.offsets()[0], total);
                if (c instanceof NullableColumn n) {
                    for (int e = 0; e < total; e++) {
                        if (n.isNull(e)) {
                            groups[e] = -1;
                        }
                    }
                    c = n.nested();
                }
                if (aggregate.hasCondition() && i == arrays - 1) {
                    // the -If condition: rows where it is 0 are skipped
                    long[] condition = total == 0 ? new long[0] : ((LongColumn) c).values();
                    for (int e = 0; e < total; e++) {
                        if (condition[e] == 0) {
                            groups[e] = -1;
                        }
                    }
                }
                values[i] = c;
            }
            Accumulator acc = aggregate.newAccumulator();
            acc.ensureGroups(rows);
            if (total > 0) {
                acc.add(groups, total, java.util.Arrays.copyOf(values, aggregate.valueArguments()));
            }
            return acc.result(rows);
        });
    }

    private static Object parameter(String text, String spec, String name) {
        try {
            return text.contains(".") || text.contains("e") ? (Object) Double.parseDouble(text) : (Object) Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Cannot parse parameter '" + text + "' of aggregate function '"
                    + spec + "' of " + name);
        }
    }
}
