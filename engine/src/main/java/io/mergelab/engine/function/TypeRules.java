package io.mergelab.engine.function;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.EnumType;
import io.mergelab.engine.type.FixedStringType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.LowCardinalityType;
import io.mergelab.engine.type.MapType;
import io.mergelab.engine.type.NothingType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.StringType;
import io.mergelab.engine.type.TupleType;
import io.mergelab.engine.type.UuidType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** Type classification and ClickHouse's type rules: least supertype, Nullable wrapping, integer construction. */
public final class TypeRules {
    private TypeRules() {
    }

    /** Removes LowCardinality at the top and under Nullable. */
    public static DataType stripLowCardinality(DataType t) {
        if (t instanceof LowCardinalityType lc) {
            return stripLowCardinality(lc.nested());
        }
        if (t instanceof NullableType n && n.nested() instanceof LowCardinalityType lc) {
            return new NullableType(lc.nested());
        }
        return t;
    }

    public static boolean isOnlyNull(DataType t) {
        DataType u = t.unwrapLowCardinality();
        return u instanceof NothingType || u instanceof NullableType n && n.nested() instanceof NothingType;
    }

    public static DataType removeNullable(DataType t) {
        DataType u = t.unwrapLowCardinality();
        return u instanceof NullableType n ? n.nested() : u;
    }

    public static boolean canBeInsideNullable(DataType t) {
        DataType u = t.unwrapLowCardinality();
        return !(u instanceof ArrayType || u instanceof TupleType || u instanceof NullableType || u instanceof MapType);
    }

    public static DataType makeNullable(DataType t) {
        DataType u = t.unwrapLowCardinality();
        if (u instanceof NullableType) {
            return u;
        }
        if (u instanceof NothingType) {
            return ColumnOps.ONLY_NULL;
        }
        return canBeInsideNullable(u) ? new NullableType(u) : u;
    }

    public static boolean isInteger(DataType t) {
        return t instanceof IntegerType || t instanceof BoolType;
    }

    public static boolean isFloat(DataType t) {
        return t instanceof FloatType;
    }

    public static boolean isDecimal(DataType t) {
        return t instanceof DecimalType;
    }

    /** Integers, Bool, floats and decimals. */
    public static boolean isNumber(DataType t) {
        return isInteger(t) || isFloat(t) || isDecimal(t);
    }

    public static boolean isStringLike(DataType t) {
        return t instanceof StringType || t instanceof FixedStringType;
    }

    public static boolean isDateOrTime(DataType t) {
        return t instanceof DateType || t instanceof Date32Type || t instanceof DateTimeType || t instanceof DateTime64Type;
    }

    /** The integer view of Bool (UInt8) and integers; {@code null} for other types. */
    public static IntegerType asInteger(DataType t) {
        if (t instanceof IntegerType i) {
            return i;
        }
        return t instanceof BoolType ? IntegerType.UINT8 : null;
    }

    /** Bytes of a number type's C++ representation (ClickHouse sizes its results by it). */
    public static int sizeOf(DataType t) {
        if (t instanceof IntegerType i) {
            return i.bits() / 8;
        }
        if (t instanceof BoolType) {
            return 1;
        }
        if (t instanceof FloatType f) {
            return f.bits() / 8;
        }
        if (t instanceof DecimalType d) {
            return d.precision() <= 9 ? 4 : 8;
        }
        throw new IllegalArgumentException(t.name());
    }

    /** ClickHouse's Construct&lt;signed, floating, size&gt;; sizes beyond 8 bytes are not supported. */
    public static DataType construct(boolean signed, boolean floating, int size) {
        if (floating) {
            return size <= 4 ? FloatType.FLOAT32 : FloatType.FLOAT64;
        }
        if (size > 8) {
            return null;
        }
        return new IntegerType(size * 8, signed);
    }

    public static boolean isSigned(DataType t) {
        return t instanceof IntegerType i ? i.signed() : !(t instanceof BoolType);
    }

    /** ClickHouse's getLeastSupertype: the type all values can be converted to, or NO_COMMON_TYPE. */
    public static DataType leastSupertype(List<DataType> types) {
        List<DataType> stripped = new ArrayList<>();
        boolean nullable = false;
        for (DataType t : types) {
            DataType u = stripLowCardinality(t);
            if (u instanceof NothingType) {
                nullable = true;
                continue;
            }
            if (u instanceof NullableType n) {
                nullable = true;
                if (n.nested() instanceof NothingType) {
                    continue;
                }
                u = n.nested();
            }
            stripped.add(u);
        }
        if (stripped.isEmpty()) {
            return nullable ? ColumnOps.ONLY_NULL : NothingType.INSTANCE;
        }
        DataType result = supertypeOfNonNullable(stripped, types);
        return nullable ? makeNullable(result) : result;
    }

    private static DataType supertypeOfNonNullable(List<DataType> types, List<DataType> original) {
        DataType first = types.get(0);
        if (types.stream().allMatch(first::equals)) {
            return first;
        }
        if (types.stream().allMatch(t -> t instanceof ArrayType)) {
            return new ArrayType(leastSupertype(types.stream().map(t -> ((ArrayType) t).element()).toList()));
        }
        if (types.stream().allMatch(t -> t instanceof TupleType tt
                && tt.elements().size() == ((TupleType) first).elements().size())) {
            List<DataType> elements = new ArrayList<>();
            for (int i = 0; i < ((TupleType) first).elements().size(); i++) {
                int index = i;
                elements.add(leastSupertype(types.stream().map(t -> ((TupleType) t).elements().get(index)).toList()));
            }
            return new TupleType(elements);
        }
        if (types.stream().allMatch(t -> t instanceof MapType)) {
            return new MapType(leastSupertype(types.stream().map(t -> ((MapType) t).key()).toList()),
                    leastSupertype(types.stream().map(t -> ((MapType) t).value()).toList()));
        }
        if (types.stream().anyMatch(TypeRules::isStringLike)) {
            // different Enums, or Enums and strings, meet in String (their names)
            if (types.stream().allMatch(t -> isStringLike(t) || t instanceof EnumType)) {
                return StringType.INSTANCE;
            }
            throw noSupertype(original, "some of them are String/FixedString and some of them are not");
        }
        if (types.stream().allMatch(t -> t instanceof EnumType)) {
            return StringType.INSTANCE;
        }
        if (types.stream().anyMatch(TypeRules::isDateOrTime)) {
            if (types.stream().allMatch(TypeRules::isDateOrTime)) {
                return dateSupertype(types);
            }
            throw noSupertype(original, "some of them are Date/Date32/DateTime/DateTime64 and some of them are not");
        }
        if (types.stream().allMatch(TypeRules::isNumber)) {
            return numberSupertype(types, original);
        }
        throw noSupertype(original, "they are not compatible");
    }

    private static DataType dateSupertype(List<DataType> types) {
        int precision = -1;
        boolean dateTime = false;
        boolean date32 = false;
        Optional<String> zone = Optional.empty();
        for (DataType t : types) {
            if (t instanceof DateTime64Type d) {
                precision = Math.max(precision, d.precision());
                zone = zone.or(d::timeZone);
            } else if (t instanceof DateTimeType d) {
                dateTime = true;
                zone = zone.or(d::timeZone);
            } else if (t instanceof Date32Type) {
                date32 = true;
            }
        }
        if (precision >= 0) {
            return new DateTime64Type(precision, zone);
        }
        if (dateTime) {
            return new DateTimeType(zone);
        }
        return date32 ? Date32Type.INSTANCE : DateType.INSTANCE;
    }

    private static DataType numberSupertype(List<DataType> types, List<DataType> original) {
        if (types.stream().allMatch(t -> t instanceof BoolType)) {
            return BoolType.INSTANCE;
        }
        if (types.stream().anyMatch(TypeRules::isDecimal)) {
            if (types.stream().anyMatch(TypeRules::isFloat)) {
                throw noSupertype(original, "some of them are Decimal and some of them are floating point");
            }
            int scale = 0;
            int integerDigits = 0;
            for (DataType t : types) {
                if (t instanceof DecimalType d) {
                    scale = Math.max(scale, d.scale());
                    integerDigits = Math.max(integerDigits, d.precision() - d.scale());
                } else {
                    integerDigits = Math.max(integerDigits, integerDigits(asInteger(t)));
                }
            }
            int precision = integerDigits + scale;
            if (precision > DecimalType.MAX_PRECISION) {
                throw noSupertype(original, "the common Decimal would need precision " + precision
                        + " (at most " + DecimalType.MAX_PRECISION + " is supported)");
            }
            return new DecimalType(Math.max(precision, 1), scale);
        }
        int maxFloat = 0;
        int maxInt = 0;
        int maxSigned = 0;
        int maxUnsigned = 0;
        for (DataType t : types) {
            int size = sizeOf(t);
            if (isFloat(t)) {
                maxFloat = Math.max(maxFloat, size);
            } else {
                maxInt = Math.max(maxInt, size);
                if (isSigned(t)) {
                    maxSigned = Math.max(maxSigned, size);
                } else {
                    maxUnsigned = Math.max(maxUnsigned, size);
                }
            }
        }
        if (maxFloat > 0) {
            return maxInt >= maxFloat || maxFloat == 8 ? FloatType.FLOAT64 : FloatType.FLOAT32;
        }
        if (maxSigned > 0 && maxUnsigned > 0) {
            int size = Math.max(maxSigned, maxUnsigned * 2);
            if (size > 8) {
                throw noSupertype(original, "some of them are signed integers and some are unsigned integers,"
                        + " but there is no signed integer type, that can exactly represent all required unsigned integer values");
            }
            return construct(true, false, size);
        }
        return construct(maxSigned > 0, false, maxInt);
    }

    private static int integerDigits(IntegerType t) {
        return switch (t.bits()) {
            case 8 -> 3;
            case 16 -> 5;
            case 32 -> 10;
            default -> t.signed() ? 19 : 20;
        };
    }

    private static MergeLabException noSupertype(List<DataType> types, String why) {
        return new MergeLabException(ErrorCode.NO_COMMON_TYPE, "There is no supertype for types "
                + types.stream().map(DataType::name).collect(Collectors.joining(", ")) + " because " + why);
    }
}
