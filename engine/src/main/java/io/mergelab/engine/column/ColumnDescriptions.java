package io.mergelab.engine.column;

import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.FixedStringType;
import io.mergelab.engine.type.LowCardinalityType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.TupleType;
import java.util.stream.Collectors;

/**
 * How ClickHouse names the in-memory column class of a type, as EXPLAIN prints it: {@code Const(UInt8)} for a
 * constant in {@code EXPLAIN actions = 1}, {@code UInt64(size = 0)} for a header column in
 * {@code EXPLAIN PIPELINE header = 1}. Dates and times are named after the integer vector that holds them
 * ({@code Date} is {@code UInt16}, {@code DateTime} is {@code UInt32}), Bool after {@code UInt8}.
 */
public final class ColumnDescriptions {
    private ColumnDescriptions() {
    }

    /** The column's name ({@code IColumn::getName}): {@code UInt64}, {@code Nullable(String)}, {@code Array(UInt8)}. */
    public static String name(DataType type) {
        if (type instanceof NullableType n) {
            return "Nullable(" + name(n.nested()) + ")";
        }
        if (type instanceof ArrayType a) {
            return "Array(" + name(a.element()) + ")";
        }
        if (type instanceof TupleType t) {
            return t.elements().stream().map(ColumnDescriptions::name).collect(Collectors.joining(", ", "Tuple(", ")"));
        }
        if (type instanceof LowCardinalityType) {
            return "ColumnLowCardinality";
        }
        if (type instanceof FixedStringType f) {
            return "FixedString(" + f.length() + ")";
        }
        return family(type);
    }

    /** A constant column's name: {@code Const(UInt8)}. */
    public static String constName(DataType type) {
        return "Const(" + name(type) + ")";
    }

    /**
     * The structure of an empty column of the type ({@code IColumn::dumpStructure}): family, size, and the
     * structure of its sub-columns, e.g. {@code Nullable(size = 0, Int64(size = 0), UInt8(size = 0))}.
     */
    public static String emptyStructure(DataType type) {
        if (type instanceof NullableType n) {
            return "Nullable(size = 0, " + emptyStructure(n.nested()) + ", UInt8(size = 0))";
        }
        if (type instanceof ArrayType a) {
            return "Array(size = 0, " + emptyStructure(a.element()) + ", UInt64(size = 0))";
        }
        if (type instanceof TupleType t) {
            return t.elements().stream().map(ColumnDescriptions::emptyStructure)
                    .collect(Collectors.joining(", ", "Tuple(size = 0, ", ")"));
        }
        if (type instanceof LowCardinalityType l) {
            return "ColumnLowCardinality(size = 0, UInt8(size = 0), Unique(size = 1, " + oneRow(l.nested()) + "))";
        }
        return family(type) + "(size = 0)";
    }

    private static String oneRow(DataType type) {
        return emptyStructure(type).replaceFirst("\\(size = 0", "(size = 1");
    }

    private static String family(DataType type) {
        if (type instanceof BoolType) {
            return "UInt8";
        }
        if (type instanceof DateType) {
            return "UInt16";
        }
        if (type instanceof Date32Type) {
            return "Int32";
        }
        if (type instanceof DateTimeType) {
            return "UInt32";
        }
        if (type instanceof DateTime64Type) {
            return "DateTime64";
        }
        if (type instanceof DecimalType d) {
            return d.precision() <= 9 ? "Decimal32" : "Decimal64";
        }
        if (type instanceof FixedStringType) {
            return "FixedString";
        }
        return type.name();
    }
}
