package io.mergelab.engine.function.collection;

import io.mergelab.engine.column.ArrayColumn;
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
import io.mergelab.engine.type.MapType;
import io.mergelab.engine.type.NothingType;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;

/**
 * map, mapKeys, mapValues, mapContains and the subscript {@code m[key]} (arrayElement on a Map). A Map column is
 * an ArrayColumn whose elements are a TupleColumn (keys, values), so keys and values are whole columns to reuse.
 */
public final class MapFunctions {
    private MapFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("map", 0, Arguments.UNBOUNDED, MapFunctions::map).ownNullHandling());
        registry.add(FunctionSpec.of("mapKeys", 1, (name, args, ctx) -> part(name, args, 0)));
        registry.add(FunctionSpec.of("mapValues", 1, (name, args, ctx) -> part(name, args, 1)));
        registry.add(FunctionSpec.of("mapContains", 2, MapFunctions::contains).ownNullHandling());
    }

    /** The Map type of a function argument, or ILLEGAL_TYPE_OF_ARGUMENT. */
    static MapType mapArgument(String name, List<ArgumentType> args, int position) {
        if (!(args.get(position).type().unwrapLowCardinality() instanceof MapType m)) {
            throw Arguments.illegalType(name, args.get(position).type(), position, "a Map");
        }
        return m;
    }

    /** map(k1, v1, k2, v2, ...): keys and values each converted to their least supertype. */
    private static BoundFunction map(String name, List<ArgumentType> args, FunctionContext ctx) {
        if (args.size() % 2 != 0) {
            throw new MergeLabException(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH,
                    "Function " + name + " requires even number of arguments, but " + args.size() + " given");
        }
        List<DataType> keys = new ArrayList<>();
        List<DataType> values = new ArrayList<>();
        for (int i = 0; i < args.size(); i += 2) {
            keys.add(args.get(i).type());
            values.add(args.get(i + 1).type());
        }
        DataType keyType = keys.isEmpty() ? NothingType.INSTANCE : TypeRules.leastSupertype(keys);
        DataType valueType = values.isEmpty() ? NothingType.INSTANCE : TypeRules.leastSupertype(values);
        if (keyType.isNullable()) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Map cannot have a key of type " + keyType.name());
        }
        MapType type = new MapType(keyType, valueType);
        int pairs = args.size() / 2;
        ZoneId zone = ctx.timeZone();
        return Bound.of(type, (ops, rows) -> {
            Column[] k = new Column[pairs];
            Column[] v = new Column[pairs];
            for (int p = 0; p < pairs; p++) {
                k[p] = Conversions.convert(ops[2 * p].column(), keyType, ConversionMode.CAST, zone);
                v[p] = Conversions.convert(ops[2 * p + 1].column(), valueType, ConversionMode.CAST, zone);
            }
            ColumnBuilder keyOut = ColumnBuilder.create(keyType, rows * Math.max(1, pairs));
            ColumnBuilder valueOut = ColumnBuilder.create(valueType, rows * Math.max(1, pairs));
            int[] offsets = new int[rows + 1];
            for (int i = 0; i < rows; i++) {
                for (int p = 0; p < pairs; p++) {
                    keyOut.appendFrom(k[p], ops[2 * p].row(i));
                    valueOut.appendFrom(v[p], ops[2 * p + 1].row(i));
                }
                offsets[i + 1] = offsets[i] + pairs;
            }
            TupleColumn entries = new TupleColumn(type.entryType(), List.of(keyOut.build(), valueOut.build()), offsets[rows]);
            return new ArrayColumn(type, entries, offsets, rows);
        });
    }

    /** mapKeys / mapValues: the keys or values column under the map's offsets, as an Array. */
    private static BoundFunction part(String name, List<ArgumentType> args, int index) {
        MapType m = mapArgument(name, args, 0);
        ArrayType result = new ArrayType(index == 0 ? m.key() : m.value());
        return Bound.of(result, (ops, rows) -> {
            ArrayColumn a = (ArrayColumn) ops[0].expand(rows);
            Column part = ((TupleColumn) a.elements()).elements().get(index);
            return new ArrayColumn(result, part, a.offsets(), a.size());
        });
    }

    /** mapContains(m, key): whether some entry has the key. */
    private static BoundFunction contains(String name, List<ArgumentType> args, FunctionContext ctx) {
        MapType m = mapArgument(name, args, 0);
        KeyLookup lookup = KeyLookup.of(name, args, m, ctx.timeZone());
        return Bound.of(IntegerType.UINT8, (ops, rows) -> {
            ArrayColumn a = (ArrayColumn) ops[0].column();
            RowComparator cmp = lookup.comparator(a, ops[1].column());
            long[] out = new long[rows];
            for (int i = 0; i < rows; i++) {
                out[i] = KeyLookup.find(a, ops[0].row(i), cmp, ops[1].row(i)) >= 0 ? 1 : 0;
            }
            return new LongColumn(IntegerType.UINT8, out, rows);
        });
    }

    /** {@code m[key]}: the value of the first entry with the key, V's default (NULL if Nullable) when there is none. */
    static BoundFunction element(String name, List<ArgumentType> args, FunctionContext ctx) {
        MapType m = mapArgument(name, args, 0);
        KeyLookup lookup = KeyLookup.of(name, args, m, ctx.timeZone());
        DataType result = m.value();
        return Bound.of(result, (ops, rows) -> {
            ArrayColumn a = (ArrayColumn) ops[0].column();
            Column values = ((TupleColumn) a.elements()).elements().get(1);
            RowComparator cmp = lookup.comparator(a, ops[1].column());
            ColumnBuilder out = ColumnBuilder.create(result, rows);
            for (int i = 0; i < rows; i++) {
                int entry = KeyLookup.find(a, ops[0].row(i), cmp, ops[1].row(i));
                if (entry < 0) {
                    out.appendDefault();
                } else {
                    out.appendFrom(values, entry);
                }
            }
            return out.build();
        });
    }

    /** Compares a map's keys with a needle argument in their common type. */
    private record KeyLookup(DataType common, ZoneId zone) {
        static KeyLookup of(String name, List<ArgumentType> args, MapType m, ZoneId zone) {
            DataType key = TypeRules.stripLowCardinality(m.key());
            DataType needle = TypeRules.stripLowCardinality(args.get(1).type());
            DataType common;
            try {
                common = key instanceof NothingType ? needle : TypeRules.leastSupertype(List.of(key, needle));
            } catch (MergeLabException e) {
                throw Arguments.illegalTypes(name, args);
            }
            if (TypeRules.isOnlyNull(common)) {
                throw Arguments.illegalTypes(name, args);
            }
            return new KeyLookup(common, zone);
        }

        RowComparator comparator(ArrayColumn map, Column needle) {
            Column keys = ((TupleColumn) map.elements()).elements().get(0);
            Column k = Conversions.convert(keys, common, ConversionMode.CAST, zone);
            Column n = Conversions.convert(needle, common, ConversionMode.CAST, zone);
            RowComparator cmp = Comparators.of(k, common, n, common);
            if (cmp == null) {
                throw new MergeLabException(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT, "Map keys of type " + keys.type().name()
                        + " cannot be compared with " + needle.type().name());
            }
            return cmp;
        }

        /** Index (in the entries) of the first entry of {@code row} whose key equals needle row {@code needleRow}, or -1. */
        static int find(ArrayColumn map, int row, RowComparator cmp, int needleRow) {
            int[] offsets = map.offsets();
            for (int e = offsets[row]; e < offsets[row + 1]; e++) {
                if (cmp.compare(e, needleRow) == 0) {
                    return e;
                }
            }
            return -1;
        }
    }
}
