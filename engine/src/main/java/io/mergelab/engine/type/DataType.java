package io.mergelab.engine.type;

/**
 * A ClickHouse data type. {@link #name()} is the canonical spelling ClickHouse prints
 * (e.g. {@code Nullable(String)}, {@code DateTime64(3)}, {@code Decimal(18, 4)}).
 *
 * <p>In memory every type maps to one column representation ({@link #representation()}):
 * integers, dates, times, decimals and Bool live in {@code long[]}, floats in {@code double[]},
 * String/FixedString/UUID in one byte buffer plus offsets, Nullable and Array wrap a nested column, Map is an
 * Array of Tuple(key, value) as in ClickHouse, and Enum8/Enum16 hold their numeric codes in {@code long[]}.
 */
public sealed interface DataType
        permits IntegerType, BoolType, FloatType, DecimalType, StringType, FixedStringType,
                DateType, Date32Type, DateTimeType, DateTime64Type, UuidType, NullableType,
                LowCardinalityType, ArrayType, NothingType, TupleType, MapType, EnumType, AggregateFunctionType,
                IntervalType, IPv4Type, IPv6Type {

    String name();

    Representation representation();

    /** How the values are held in a column vector. */
    enum Representation { LONG, DOUBLE, BYTES, NULLABLE, ARRAY, TUPLE, MAP }

    /** Strips LowCardinality, which changes storage but never values. */
    default DataType unwrapLowCardinality() {
        return this;
    }

    default boolean isNullable() {
        return false;
    }

    static DataType parse(String text) {
        return TypeParser.parse(text);
    }
}
