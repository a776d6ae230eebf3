package io.mergelab.engine.function.comparison;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.FunctionContext;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.NumericColumns;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.function.conversion.ConversionMode;
import io.mergelab.engine.function.conversion.Conversions;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.FixedStringType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IPv4Type;
import io.mergelab.engine.type.IPv6Type;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.MapType;
import io.mergelab.engine.type.NothingType;
import io.mergelab.engine.type.StringType;
import io.mergelab.engine.type.TupleType;
import io.mergelab.engine.type.UuidType;
import java.util.List;

/**
 * equals, notEquals, less, greater, lessOrEquals, greaterOrEquals over numbers (exact across signedness
 * and widths), strings (byte-wise), dates and times (converted to a common type), UUIDs, tuples and
 * arrays. A constant String compared with a number, date, time, UUID or Bool is parsed as that type once.
 */
public final class ComparisonFunctions {
    /** Marks operands compared as they are by an exact {@link Comparators} row comparator. */
    private static final DataType EXACT = NothingType.INSTANCE;

    private ComparisonFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        for (CompareOp op : CompareOp.values()) {
            registry.add(FunctionSpec.of(op.functionName(), 2, (name, args, ctx) -> bind(op, name, args, ctx)));
        }
    }

    /** A comparison bound to non-Nullable argument types (nullIf, IN and others build on it). */
    public static BoundFunction bindComparison(CompareOp op, List<ArgumentType> args, FunctionContext ctx) {
        return bind(op, op.functionName(), args, ctx);
    }

    static BoundFunction bind(CompareOp op, String name, List<ArgumentType> args, FunctionContext ctx) {
        if (EnumComparison.applies(args)) {
            return EnumComparison.bind(op, name, args, ctx);
        }
        ArgumentType a = parseStringConstant(args.get(0), args.get(1).type(), ctx);
        ArgumentType b = parseStringConstant(args.get(1), args.get(0).type(), ctx);
        DataType ta = a.type();
        DataType tb = b.type();
        DataType common = commonType(ta, tb);
        if (common == null) {
            throw Arguments.illegalTypes(name, args);
        }
        Column ca = a.constant();
        Column cb = b.constant();
        return new BoundFunction() {
            @Override
            public DataType returnType() {
                return IntegerType.UINT8;
            }

            @Override
            public Column execute(Operand[] ops, int rows) {
                return compare(op, left(ops), right(ops), common, rows);
            }

            /**
             * Integers, dates and decimals: the kept rows straight from the values, without a mask column. Other
             * types answer null before their operands are prepared, which {@link #execute} does then.
             */
            @Override
            public int[] selectRows(Operand[] ops, int rows) {
                boolean equality = op == CompareOp.EQUALS || op == CompareOp.NOT_EQUALS;
                boolean strings = common instanceof StringType && equality;
                // UInt64 beside another unsigned integer (s.size = 6): equal exactly when the bits are
                boolean unsignedBits = common == EXACT && equality && unsigned(ta) && unsigned(tb);
                if (!comparesAsLongs(common) && !strings && !unsignedBits) {
                    return null;
                }
                Operand x = left(ops);
                Operand y = right(ops);
                if (x.column() instanceof LongColumn lx && y.column() instanceof LongColumn ly) {
                    return FastCompare.selectLongs(op, lx.values(), x.constant(), ly.values(), y.constant(), rows);
                }
                if (strings && x.column() instanceof BytesColumn bx && y.column() instanceof BytesColumn by
                        && x.constant() != y.constant()) {
                    BytesColumn column = x.constant() ? by : bx;
                    return FastCompare.selectBytesEqualConstant(column, needleFor(column, x.constant() ? bx : by),
                            op == CompareOp.NOT_EQUALS, rows);
                }
                return null;
            }

            private Operand left(Operand[] ops) {
                return prepare(ca != null ? Operand.constant(ca) : ops[0], ta, common, ctx);
            }

            private Operand right(Operand[] ops) {
                return prepare(cb != null ? Operand.constant(cb) : ops[1], tb, common, ctx);
            }
        };
    }

    private static boolean comparesAsLongs(DataType common) {
        return common instanceof IntegerType || TypeRules.isDateOrTime(common) || common instanceof DecimalType;
    }

    /** The type both sides are brought to before comparing, or null when they cannot be compared. */
    static DataType commonType(DataType a, DataType b) {
        if (TypeRules.isStringLike(a) && TypeRules.isStringLike(b) || a instanceof UuidType && b instanceof UuidType
                || a instanceof IPv6Type && b instanceof IPv6Type) {
            return StringType.INSTANCE;
        }
        if (a instanceof IPv4Type && b instanceof IPv4Type) {
            return IntegerType.INT64;
        }
        if (TypeRules.isDateOrTime(a) && TypeRules.isDateOrTime(b)) {
            return TypeRules.leastSupertype(List.of(a, b));
        }
        if (TypeRules.isDateOrTime(a) && TypeRules.asInteger(b) != null || TypeRules.isDateOrTime(b) && TypeRules.asInteger(a) != null) {
            return IntegerType.INT64;
        }
        if (TypeRules.isNumber(a) && TypeRules.isNumber(b)) {
            if (TypeRules.isDecimal(a) || TypeRules.isDecimal(b)) {
                if (TypeRules.isFloat(a) || TypeRules.isFloat(b)) {
                    return FloatType.FLOAT64;
                }
                int scale = Math.max(a instanceof DecimalType d ? d.scale() : 0, b instanceof DecimalType d ? d.scale() : 0);
                return new DecimalType(DecimalType.MAX_PRECISION, scale);
            }
            if (TypeRules.isFloat(a) || TypeRules.isFloat(b)) {
                boolean wideInt = is64BitInteger(a) || is64BitInteger(b);
                return wideInt ? EXACT : FloatType.FLOAT64;
            }
            return isUInt64(a) || isUInt64(b) ? EXACT : IntegerType.INT64;
        }
        if (a instanceof TupleType x && b instanceof TupleType y && x.elements().size() == y.elements().size()) {
            for (int i = 0; i < x.elements().size(); i++) {
                if (commonType(TypeRules.removeNullable(x.elements().get(i)), TypeRules.removeNullable(y.elements().get(i))) == null) {
                    return null;
                }
            }
            return a;
        }
        if (a instanceof ArrayType && b instanceof ArrayType) {
            return a;
        }
        if (a instanceof MapType x && b instanceof MapType y) {
            // compared as their Array(Tuple(K, V)) form, entry by entry
            boolean comparable = commonType(TypeRules.removeNullable(x.key()), TypeRules.removeNullable(y.key())) != null
                    && commonType(TypeRules.removeNullable(x.value()), TypeRules.removeNullable(y.value())) != null;
            return comparable ? a : null;
        }
        return null;
    }

    private static boolean is64BitInteger(DataType t) {
        return t instanceof IntegerType i && i.bits() == 64;
    }

    private static boolean unsigned(DataType t) {
        return t instanceof IntegerType i && !i.signed();
    }

    private static boolean isUInt64(DataType t) {
        return t instanceof IntegerType i && i.isUInt64();
    }

    /** Parses a constant String compared with a non-string type as a value of that type. */
    private static ArgumentType parseStringConstant(ArgumentType arg, DataType other, FunctionContext ctx) {
        if (!arg.isConstant() || !TypeRules.isStringLike(arg.type()) || TypeRules.isStringLike(other)) {
            return arg;
        }
        if (!(TypeRules.isDateOrTime(other) || TypeRules.isNumber(other) || other instanceof UuidType || other instanceof BoolType
                || other instanceof IPv4Type || other instanceof IPv6Type)) {
            return arg;
        }
        Column parsed = Conversions.convert(arg.constant(), other, ConversionMode.CAST, ctx.timeZone());
        return new ArgumentType(other, parsed);
    }

    private static Operand prepare(Operand op, DataType type, DataType common, FunctionContext ctx) {
        if (common instanceof IntegerType && (TypeRules.asInteger(type) != null || TypeRules.isDateOrTime(type)
                || type instanceof IPv4Type)) {
            return op;
        }
        if (common instanceof StringType || common instanceof TupleType || common instanceof ArrayType
                || common instanceof MapType || common == EXACT) {
            return op;
        }
        if (common instanceof FloatType) {
            if (op.column() instanceof DoubleColumn) {
                return op;
            }
            double[] values = NumericColumns.doubles(op.column(), type);
            return new Operand(NumericColumns.doubleColumn(FloatType.FLOAT64, values, op.column().size()), op.constant());
        }
        if (type.equals(common)) {
            return op;
        }
        return new Operand(Conversions.convert(op.column(), common, ConversionMode.CAST, ctx.timeZone()), op.constant());
    }

    private static Column compare(CompareOp op, Operand x, Operand y, DataType common, int rows) {
        if (x.column() instanceof LongColumn lx && y.column() instanceof LongColumn ly && comparesAsLongs(common)) {
            return new LongColumn(IntegerType.UINT8, FastCompare.longs(op, lx.values(), x.constant(), ly.values(), y.constant(), rows), rows);
        }
        if (common instanceof FloatType) {
            double[] dx = ((DoubleColumn) x.column()).values();
            double[] dy = ((DoubleColumn) y.column()).values();
            return new LongColumn(IntegerType.UINT8, FastCompare.doubles(op, dx, x.constant(), dy, y.constant(), rows), rows);
        }
        if ((op == CompareOp.EQUALS || op == CompareOp.NOT_EQUALS) && x.column() instanceof BytesColumn bx
                && y.column() instanceof BytesColumn by && (x.constant() != y.constant())) {
            BytesColumn column = x.constant() ? by : bx;
            BytesColumn needle = x.constant() ? bx : by;
            byte[] value = needleFor(column, needle);
            return new LongColumn(IntegerType.UINT8,
                    FastCompare.bytesEqualConstant(column, value, op == CompareOp.NOT_EQUALS, rows), rows);
        }
        RowComparator cmp = Comparators.of(x.column(), TypeRules.stripLowCardinality(x.type()),
                y.column(), TypeRules.stripLowCardinality(y.type()));
        long[] out = new long[rows];
        for (int i = 0; i < rows; i++) {
            out[i] = op.test(cmp.compare(x.row(i), y.row(i))) ? 1 : 0;
        }
        return new LongColumn(IntegerType.UINT8, out, rows);
    }

    /** A String constant compared with a FixedString(N) column is zero-padded to N bytes, as ClickHouse does. */
    private static byte[] needleFor(BytesColumn column, BytesColumn needle) {
        byte[] value = needle.getBytes(0);
        if (column.type().unwrapLowCardinality() instanceof FixedStringType f && value.length < f.length()) {
            byte[] padded = new byte[f.length()];
            System.arraycopy(value, 0, padded, 0, value.length);
            return padded;
        }
        return value;
    }
}
