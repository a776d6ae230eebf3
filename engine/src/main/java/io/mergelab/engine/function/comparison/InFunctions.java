package io.mergelab.engine.function.comparison;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.Columns;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.ColumnOps;
import io.mergelab.engine.function.FunctionContext;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.function.conversion.ConversionMode;
import io.mergelab.engine.function.conversion.Conversions;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IPv6Type;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import io.mergelab.engine.type.TupleType;
import io.mergelab.engine.type.UuidType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * in / notIn with a constant set ({@code x IN (1, 2)}, {@code x IN [..]}, {@code (a, b) IN ((1, 2), (3, 4))}).
 * Set elements are converted to the left side's type; elements that do not fit it and NULLs are dropped,
 * and a NULL on the left gives 0 (ClickHouse with transform_null_in = 0). {@code nullIn} / {@code notNullIn} (what
 * {@code transform_null_in = 1} turns in / notIn into) treat NULL as a value: a NULL on the left is in the set when
 * the set holds a NULL.
 */
public final class InFunctions {
    private InFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("in", 2, (name, args, ctx) -> bind(name, args, ctx, false, false)).ownNullHandling());
        registry.add(FunctionSpec.of("notIn", 2, (name, args, ctx) -> bind(name, args, ctx, true, false)).ownNullHandling());
        registry.add(FunctionSpec.of("nullIn", 2, (name, args, ctx) -> bind(name, args, ctx, false, true)).ownNullHandling());
        registry.add(FunctionSpec.of("notNullIn", 2, (name, args, ctx) -> bind(name, args, ctx, true, true)).ownNullHandling());
        registry.alias("globalIn", "in", false);
        registry.alias("globalNotIn", "notIn", false);
    }

    private static BoundFunction bind(String name, List<ArgumentType> args, FunctionContext ctx, boolean negate,
                                      boolean nullIsValue) {
        ArgumentType set = args.get(1);
        if (!set.isConstant()) {
            throw Arguments.notConstant(name, 1);
        }
        DataType left = TypeRules.removeNullable(TypeRules.stripLowCardinality(args.get(0).type()));
        List<Column> elements = elements(set.constant(), set.type(), left);
        Column values = convertAll(elements, left, ctx);
        Membership membership = membership(values, left);
        long nullResult = nullIsValue && elements.stream().anyMatch(InFunctions::isNull) != negate ? 1 : 0;
        return Bound.of(IntegerType.UINT8, (ops, rows) -> {
            Column c = ops[0].expand(rows);
            byte[] nulls = ColumnOps.nullMap(c);
            Column nested = ColumnOps.stripNullable(c);
            long[] out = new long[rows];
            membership.test(nested, out, rows);
            for (int i = 0; i < rows; i++) {
                if (nulls != null && nulls[i] != 0) {
                    out[i] = nullResult;
                } else if (negate) {
                    out[i] ^= 1;
                }
            }
            return new LongColumn(IntegerType.UINT8, out, rows);
        });
    }

    /** The set's elements as one-row columns. */
    private static List<Column> elements(Column constant, DataType type, DataType left) {
        DataType t = TypeRules.stripLowCardinality(type);
        List<Column> out = new ArrayList<>();
        if (t instanceof ArrayType) {
            ArrayColumn a = (ArrayColumn) constant;
            for (int i = a.offsets()[0]; i < a.offsets()[1]; i++) {
                out.add(a.elements().slice(i, 1));
            }
        } else if (t instanceof TupleType tt && !isSingleTupleElement(tt, left)) {
            for (Column e : ((TupleColumn) constant).elements()) {
                out.add(e);
            }
        } else {
            out.add(constant);
        }
        return out;
    }

    private static boolean isSingleTupleElement(TupleType set, DataType left) {
        return left instanceof TupleType lt && lt.elements().size() == set.elements().size()
                && set.elements().stream().noneMatch(e -> TypeRules.removeNullable(e) instanceof TupleType);
    }

    private static Column convertAll(List<Column> elements, DataType left, FunctionContext ctx) {
        List<Column> kept = new ArrayList<>();
        for (Column e : elements) {
            if (isNull(e)) {
                continue;
            }
            try {
                Column original = ColumnOps.stripNullable(e);
                Column converted = Conversions.convert(original, left, ConversionMode.INSERT, ctx.timeZone());
                DataType originalType = TypeRules.stripLowCardinality(original.type());
                // text parsed into a value held as bytes (UUID, IPv6) is not comparable byte for byte with its text
                RowComparator exact = parsedFromText(originalType, left) ? null
                        : Comparators.of(converted, left, original, originalType);
                if (exact == null || exact.compare(0, 0) == 0) {
                    kept.add(converted);
                }
            } catch (MergeLabException notRepresentable) {
                // A value the left side's type cannot hold can never match.
            }
        }
        if (kept.isEmpty()) {
            return ColumnBuilder.create(left, 0).build();
        }
        return Columns.concat(kept);
    }

    private static boolean parsedFromText(DataType element, DataType left) {
        DataType target = TypeRules.stripLowCardinality(TypeRules.removeNullable(left));
        return element instanceof StringType && (target instanceof UuidType || target instanceof IPv6Type);
    }

    private static boolean isNull(Column element) {
        return element instanceof NullableColumn n && n.isNull(0) || TypeRules.isOnlyNull(element.type());
    }

    private interface Membership {
        void test(Column column, long[] out, int rows);
    }

    private static Membership membership(Column values, DataType left) {
        if (values instanceof LongColumn l) {
            long[] sorted = Arrays.copyOf(l.values(), l.size());
            Arrays.sort(sorted);
            return (column, out, rows) -> {
                long[] v = ((LongColumn) column).values();
                for (int i = 0; i < rows; i++) {
                    out[i] = Arrays.binarySearch(sorted, v[i]) >= 0 ? 1 : 0;
                }
            };
        }
        if (values instanceof DoubleColumn d) {
            double[] set = Arrays.copyOf(d.values(), d.size());
            return (column, out, rows) -> {
                double[] v = ((DoubleColumn) column).values();
                for (int i = 0; i < rows; i++) {
                    for (double s : set) {
                        if (s == v[i]) {
                            out[i] = 1;
                            break;
                        }
                    }
                }
            };
        }
        if (values instanceof BytesColumn b) {
            byte[][] items = new byte[b.size()][];
            for (int i = 0; i < items.length; i++) {
                items[i] = b.getBytes(i);
            }
            ByteStringSet set = new ByteStringSet(items);
            return (column, out, rows) -> {
                BytesColumn c = (BytesColumn) column;
                for (int i = 0; i < rows; i++) {
                    out[i] = set.contains(c.data(), c.start(i), c.length(i)) ? 1 : 0;
                }
            };
        }
        return (column, out, rows) -> {
            RowComparator cmp = Comparators.of(column, left, values, left);
            for (int i = 0; i < rows; i++) {
                for (int s = 0; s < values.size(); s++) {
                    if (cmp.compare(i, s) == 0) {
                        out[i] = 1;
                        break;
                    }
                }
            }
        };
    }
}
