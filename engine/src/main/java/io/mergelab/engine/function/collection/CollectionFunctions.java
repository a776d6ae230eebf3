package io.mergelab.engine.function.collection;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
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
import io.mergelab.engine.type.FixedStringType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.MapType;
import io.mergelab.engine.type.NothingType;
import io.mergelab.engine.type.TupleType;
import io.mergelab.engine.type.UuidType;
import java.util.ArrayList;
import java.util.List;

/** tuple, tupleElement, array, arrayElement, has, length, empty, notEmpty (the last four also of Maps). */
public final class CollectionFunctions {
    private CollectionFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("tuple", 0, Arguments.UNBOUNDED, CollectionFunctions::tuple).ownNullHandling());
        registry.add(FunctionSpec.of("tupleElement", 2, 3, CollectionFunctions::tupleElement).ownNullHandling());
        registry.add(FunctionSpec.of("array", 0, Arguments.UNBOUNDED, CollectionFunctions::array).ownNullHandling());
        registry.add(FunctionSpec.of("arrayElement", 2, CollectionFunctions::arrayElement).ownNullHandling());
        registry.add(FunctionSpec.of("has", 2, (name, args, ctx) -> search(name, args, ctx, Search.HAS)).ownNullHandling());
        registry.add(FunctionSpec.of("indexOf", 2, (name, args, ctx) -> search(name, args, ctx, Search.INDEX_OF))
                .ownNullHandling());
        registry.add(FunctionSpec.of("countEqual", 2, (name, args, ctx) -> search(name, args, ctx, Search.COUNT_EQUAL))
                .ownNullHandling());
        registry.add(FunctionSpec.of("hasAny", 2, (name, args, ctx) -> hasAnyOrAll(name, args, ctx, false)).ownNullHandling());
        registry.add(FunctionSpec.of("hasAll", 2, (name, args, ctx) -> hasAnyOrAll(name, args, ctx, true)).ownNullHandling());
        registry.add(FunctionSpec.of("length", 1, CollectionFunctions::length).caseInsensitiveName());
        registry.alias("OCTET_LENGTH", "length", true);
        registry.add(FunctionSpec.of("empty", 1, (name, args, ctx) -> emptiness(name, args, false)));
        registry.add(FunctionSpec.of("notEmpty", 1, (name, args, ctx) -> emptiness(name, args, true)));
    }

    private static BoundFunction tuple(String name, List<ArgumentType> args, FunctionContext ctx) {
        TupleType type = new TupleType(args.stream().map(ArgumentType::type).toList());
        return Bound.of(type, (ops, rows) -> {
            List<Column> elements = new ArrayList<>();
            for (Operand op : ops) {
                elements.add(op.expand(rows));
            }
            return new TupleColumn(type, elements, rows);
        });
    }

    private static BoundFunction tupleElement(String name, List<ArgumentType> args, FunctionContext ctx) {
        if (!(args.get(0).type().unwrapLowCardinality() instanceof TupleType t)) {
            throw Arguments.illegalType(name, args.get(0).type(), 0, "a Tuple");
        }
        long index = Arguments.constantLong(name, args, 1);
        if (index < 1 || index > t.elements().size()) {
            throw new MergeLabException(ErrorCode.ARGUMENT_OUT_OF_BOUND, "Index for tuple element is out of range: "
                    + index + " (tuple has " + t.elements().size() + " elements)");
        }
        int i = (int) index - 1;
        DataType result = t.elements().get(i);
        return Bound.of(result, (ops, rows) -> ((TupleColumn) ops[0].expand(rows)).elements().get(i));
    }

    private static BoundFunction array(String name, List<ArgumentType> args, FunctionContext ctx) {
        DataType element = args.isEmpty() ? NothingType.INSTANCE
                : TypeRules.leastSupertype(args.stream().map(ArgumentType::type).toList());
        ArrayType type = new ArrayType(element);
        int n = args.size();
        return Bound.of(type, (ops, rows) -> {
            Column[] converted = new Column[n];
            for (int k = 0; k < n; k++) {
                converted[k] = Conversions.convert(ops[k].column(), element, ConversionMode.CAST, ctx.timeZone());
            }
            ColumnBuilder elements = ColumnBuilder.create(element, rows * Math.max(1, n));
            int[] offsets = new int[rows + 1];
            for (int i = 0; i < rows; i++) {
                for (int k = 0; k < n; k++) {
                    elements.appendFrom(converted[k], ops[k].row(i));
                }
                offsets[i + 1] = offsets[i] + n;
            }
            return new ArrayColumn(type, elements.build(), offsets, rows);
        });
    }

    /** a[i]: 1-based, negative from the end; out of range gives the element type's default (NULL if Nullable). */
    private static BoundFunction arrayElement(String name, List<ArgumentType> args, FunctionContext ctx) {
        if (args.get(0).type().unwrapLowCardinality() instanceof MapType) {
            return MapFunctions.element(name, args, ctx);
        }
        if (!(TypeRules.removeNullable(args.get(0).type()) instanceof ArrayType at)) {
            throw Arguments.illegalType(name, args.get(0).type(), 0, "an Array");
        }
        DataType indexType = TypeRules.removeNullable(args.get(1).type());
        if (TypeRules.asInteger(indexType) == null) {
            throw Arguments.illegalType(name, args.get(1).type(), 1, "an integer index");
        }
        DataType result = at.element();
        return Bound.of(result, (ops, rows) -> {
            ArrayColumn a = (ArrayColumn) ColumnOps.stripNullable(ops[0].column());
            long[] index = ((LongColumn) ColumnOps.stripNullable(ops[1].column())).values();
            ColumnBuilder out = ColumnBuilder.create(result, rows);
            for (int i = 0; i < rows; i++) {
                int row = ops[0].row(i);
                long k = index[ops[1].row(i)];
                int len = a.length(row);
                long pos = k > 0 ? k - 1 : len + k;
                if (k == 0 || pos < 0 || pos >= len) {
                    out.appendDefault();
                } else {
                    out.appendFrom(a.elements(), a.offsets()[row] + (int) pos);
                }
            }
            return out.build();
        });
    }

    /** has(array, x): whether any element equals x (NULL finds NULL elements). */
    /** What a search of an array for one value answers. */
    private enum Search { HAS, INDEX_OF, COUNT_EQUAL }

    /**
     * has (1 if an element equals the value), indexOf (1-based position of the first equal element, 0 if none) and
     * countEqual; elements and value compare in their common type, and NULL finds NULL elements.
     */
    private static BoundFunction search(String name, List<ArgumentType> args, FunctionContext ctx, Search kind) {
        if (!(args.get(0).type().unwrapLowCardinality() instanceof ArrayType at)) {
            throw Arguments.illegalType(name, args.get(0).type(), 0, "an Array");
        }
        DataType element = TypeRules.stripLowCardinality(at.element());
        DataType needle = TypeRules.stripLowCardinality(args.get(1).type());
        DataType common = TypeRules.isOnlyNull(needle) ? TypeRules.makeNullable(element)
                : kind == Search.HAS ? hasCommonType(name, element, needle, args.get(0).type())
                : TypeRules.leastSupertype(List.of(element, needle));
        DataType type = kind == Search.HAS ? IntegerType.UINT8 : IntegerType.UINT64;
        return Bound.of(type, (ops, rows) -> {
            ArrayColumn a = (ArrayColumn) ops[0].column();
            Column elements = Conversions.convert(a.elements(), common, ConversionMode.CAST, ctx.timeZone());
            Column x = Conversions.convert(ops[1].column(), common, ConversionMode.CAST, ctx.timeZone());
            RowComparator cmp = Comparators.of(elements, common, x, common);
            if (cmp == null) {
                throw Arguments.illegalTypes(name, args);
            }
            long[] out = new long[rows];
            for (int r = 0; r < rows; r++) {
                int row = ops[0].row(r);
                int xr = ops[1].row(r);
                int start = a.offsets()[row];
                for (int e = start; e < a.offsets()[row + 1]; e++) {
                    if (cmp.compare(e, xr) == 0) {
                        if (kind == Search.COUNT_EQUAL) {
                            out[r]++;
                            continue;
                        }
                        out[r] = kind == Search.HAS ? 1 : e - start + 1;
                        break;
                    }
                }
            }
            return new LongColumn(type, out, rows);
        });
    }

    /** hasAny(a, b): some element of b is in a; hasAll(a, b): every element of b is (true for an empty b). */
    private static BoundFunction hasAnyOrAll(String name, List<ArgumentType> args, FunctionContext ctx, boolean all) {
        ArrayType[] arrays = new ArrayType[2];
        for (int i = 0; i < 2; i++) {
            if (!(args.get(i).type().unwrapLowCardinality() instanceof ArrayType at)) {
                throw Arguments.illegalType(name, args.get(i).type(), i, "an Array");
            }
            arrays[i] = at;
        }
        DataType first = TypeRules.stripLowCardinality(arrays[0].element());
        DataType second = TypeRules.stripLowCardinality(arrays[1].element());
        DataType common = second instanceof NothingType ? first : first instanceof NothingType ? second
                : hasCommonType(name, first, second, args.get(0).type());
        return Bound.of(IntegerType.UINT8, (ops, rows) -> {
            ArrayColumn a = (ArrayColumn) ops[0].column();
            ArrayColumn b = (ArrayColumn) ops[1].column();
            Column aElements = Conversions.convert(a.elements(), common, ConversionMode.CAST, ctx.timeZone());
            Column bElements = Conversions.convert(b.elements(), common, ConversionMode.CAST, ctx.timeZone());
            RowComparator cmp = Comparators.of(aElements, common, bElements, common);
            if (cmp == null) {
                throw Arguments.illegalTypes(name, args);
            }
            long[] out = new long[rows];
            for (int i = 0; i < rows; i++) {
                int ar = ops[0].row(i);
                int br = ops[1].row(i);
                boolean result = all;
                for (int e = b.offsets()[br]; e < b.offsets()[br + 1] && result == all; e++) {
                    boolean found = false;
                    for (int x = a.offsets()[ar]; x < a.offsets()[ar + 1] && !found; x++) {
                        found = cmp.compare(x, e) == 0;
                    }
                    result = found;
                }
                out[i] = result ? 1 : 0;
            }
            return new LongColumn(IntegerType.UINT8, out, rows);
        });
    }

    /** ClickHouse accepts element and value types that are both numbers or have a common type, else error 43. */
    private static DataType hasCommonType(String name, DataType element, DataType needle, DataType array) {
        try {
            return TypeRules.leastSupertype(List.of(element, needle));
        } catch (MergeLabException e) {
            DataType a = TypeRules.removeNullable(element);
            DataType b = TypeRules.removeNullable(needle);
            if (e.code() != ErrorCode.NO_COMMON_TYPE || TypeRules.isNumber(a) && TypeRules.isNumber(b)) {
                throw e;
            }
            throw new MergeLabException(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT, "Types of array and 2nd argument of function `"
                    + name + "` must be identical up to nullability, cardinality, numeric types, or Enum and numeric type. "
                    + "Passed: " + array.name() + " and " + needle.name());
        }
    }

    private static BoundFunction length(String name, List<ArgumentType> args, FunctionContext ctx) {
        DataType t = args.get(0).type();
        if (!(TypeRules.isStringLike(t) || t instanceof ArrayType || t instanceof MapType)) {
            throw Arguments.illegalType(name, t);
        }
        return Bound.of(IntegerType.UINT64, (ops, rows) -> {
            Column c = ops[0].expand(rows);
            long[] out = new long[rows];
            for (int i = 0; i < rows; i++) {
                out[i] = c instanceof BytesColumn b ? b.length(i) : ((ArrayColumn) c).length(i);
            }
            return new LongColumn(IntegerType.UINT64, out, rows);
        });
    }

    private static BoundFunction emptiness(String name, List<ArgumentType> args, boolean negate) {
        DataType t = args.get(0).type();
        if (!(TypeRules.isStringLike(t) || t instanceof ArrayType || t instanceof MapType || t instanceof UuidType)) {
            throw Arguments.illegalType(name, t);
        }
        // FixedString and UUID are empty when all their bytes are zero.
        boolean uuid = t instanceof UuidType || t instanceof FixedStringType;
        return Bound.of(IntegerType.UINT8, (ops, rows) -> {
            Column c = ops[0].expand(rows);
            long[] out = new long[rows];
            for (int i = 0; i < rows; i++) {
                boolean empty;
                if (uuid) {
                    BytesColumn b = (BytesColumn) c;
                    empty = true;
                    for (int k = b.start(i); k < b.start(i) + b.length(i); k++) {
                        empty &= b.data()[k] == 0;
                    }
                } else {
                    empty = c instanceof BytesColumn b ? b.length(i) == 0 : ((ArrayColumn) c).length(i) == 0;
                }
                out[i] = empty != negate ? 1 : 0;
            }
            return new LongColumn(IntegerType.UINT8, out, rows);
        });
    }
}
