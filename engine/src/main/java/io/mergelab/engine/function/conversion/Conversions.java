package io.mergelab.engine.function.conversion;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.column.NullableColumnBuilder;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.format.IpText;
import io.mergelab.engine.format.TextValues;
import io.mergelab.engine.function.ColumnOps;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.EnumType;
import io.mergelab.engine.type.FixedStringType;
import io.mergelab.engine.type.IPv4Type;
import io.mergelab.engine.type.IPv6Type;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.MapType;
import io.mergelab.engine.type.NothingType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.StringType;
import io.mergelab.engine.type.TupleType;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Converts a column to another type (CAST, INSERT and OrZero/OrNull semantics). Numbers, dates and times
 * convert arithmetically; text goes through {@link TextValues} both ways. {@code zone} is the session time
 * zone for DateTime types without their own.
 */
public final class Conversions {
    private Conversions() {
    }

    public static Column convert(Column column, DataType target, ConversionMode mode, ZoneId zone) {
        DataType from = TypeRules.stripLowCardinality(column.type());
        DataType to = TypeRules.stripLowCardinality(target);
        Column result = convertStripped(column, from, to, mode, zone);
        return ColumnOps.retype(result, target);
    }

    private static Column convertStripped(Column column, DataType from, DataType to, ConversionMode mode, ZoneId zone) {
        int rows = column.size();
        if (from.equals(to)) {
            return column;
        }
        if (to instanceof NullableType nt) {
            if (TypeRules.isOnlyNull(from)) {
                return ColumnOps.allNull(to, rows);
            }
            Column nested = ColumnOps.stripNullable(column);
            byte[] nulls = column instanceof NullableColumn n ? n.nulls() : new byte[rows];
            Column converted = convertStripped(nested, TypeRules.removeNullable(from), nt.nested(), mode, zone);
            return ColumnOps.withNulls(converted, nulls, to);
        }
        if (from instanceof NullableType || from instanceof NothingType) {
            return fromNullable(column, from, to, mode, zone);
        }
        if (to instanceof StringType) {
            return toText(column, from, zone);
        }
        if (TypeRules.isStringLike(from)) {
            return fromText((BytesColumn) column, to, mode, zone);
        }
        if (to instanceof MapType mt && (from instanceof MapType
                || from instanceof ArrayType fa && fa.element() instanceof TupleType ft && ft.elements().size() == 2)) {
            // Map(K, V) and Array(Tuple(K, V)) share one layout: convert the entries, keep the offsets
            ArrayColumn a = (ArrayColumn) column;
            return new ArrayColumn(to, convert(a.elements(), mt.entryType(), mode, zone), a.offsets(), a.size());
        }
        if (from instanceof EnumType fe) {
            return fromEnum(column, fe, to, mode, zone);
        }
        if (to instanceof EnumType te) {
            return toEnum(column, from, te, mode, zone);
        }
        if (to instanceof ArrayType at && from instanceof ArrayType) {
            ArrayColumn a = (ArrayColumn) column;
            return new ArrayColumn(to, convert(a.elements(), at.element(), mode, zone), a.offsets(), a.size());
        }
        if (to instanceof TupleType tt && from instanceof TupleType ft && tt.elements().size() == ft.elements().size()) {
            TupleColumn t = (TupleColumn) column;
            List<Column> elements = new ArrayList<>();
            for (int i = 0; i < tt.elements().size(); i++) {
                elements.add(convert(t.elements().get(i), tt.elements().get(i), mode, zone));
            }
            return new TupleColumn(to, elements, rows);
        }
        if (from instanceof IPv4Type && to instanceof IPv6Type) {
            long[] v = ((LongColumn) column).values();
            ColumnBuilder out = ColumnBuilder.create(to, rows);
            for (int i = 0; i < rows; i++) {
                out.appendBytes(IpText.mapped(v[i]), 0, 16);
            }
            return out.build();
        }
        if (from instanceof IPv4Type && NumericConversion.supports(to)) {
            // an IPv4 address is its UInt32 number
            return convertStripped(ColumnOps.retype(column, IntegerType.UINT32), IntegerType.UINT32, to, mode, zone);
        }
        if (to instanceof IPv4Type && NumericConversion.supports(from)) {
            return ColumnOps.retype(convertStripped(column, from, IntegerType.UINT32, mode, zone), to);
        }
        if (NumericConversion.supports(from) && NumericConversion.supports(to)) {
            return NumericConversion.convert(column, from, to, mode, zone);
        }
        throw new MergeLabException(ErrorCode.CANNOT_CONVERT_TYPE,
                "Conversion from " + from.name() + " to " + to.name() + " is not supported");
    }

    /** Enum to Enum maps names; to numbers the codes convert as Int8/Int16 do. */
    private static Column fromEnum(Column column, EnumType from, DataType to, ConversionMode mode, ZoneId zone) {
        long[] codes = ((LongColumn) column).values();
        int rows = column.size();
        if (to instanceof EnumType te) {
            long[] out = new long[rows];
            for (int i = 0; i < rows; i++) {
                out[i] = te.codeOf(from.nameOf(codes[i]));
            }
            return new LongColumn(te, out, rows);
        }
        if (!NumericConversion.supports(to)) {
            throw new MergeLabException(ErrorCode.CANNOT_CONVERT_TYPE,
                    "Conversion from " + from.name() + " to " + to.name() + " is not supported");
        }
        Column asCodes = new LongColumn(from.codeType(), codes, rows);
        return convertStripped(asCodes, from.codeType(), to, mode, zone);
    }

    /** Numbers to Enum: the value must be one of the codes (UNKNOWN_ELEMENT_OF_ENUM otherwise, 0 for OrZero). */
    private static Column toEnum(Column column, DataType from, EnumType to, ConversionMode mode, ZoneId zone) {
        if (!NumericConversion.supports(from)) {
            throw new MergeLabException(ErrorCode.CANNOT_CONVERT_TYPE,
                    "Conversion from " + from.name() + " to " + to.name() + " is not supported");
        }
        long[] codes = ((LongColumn) convertStripped(column, from, IntegerType.INT64, mode, zone)).values();
        int rows = column.size();
        long[] out = new long[rows];
        for (int i = 0; i < rows; i++) {
            if (to.hasCode(codes[i])) {
                out[i] = codes[i];
            } else if (mode == ConversionMode.OR_ZERO) {
                out[i] = to.defaultCode();
            } else {
                to.nameOf(codes[i]);
            }
        }
        return new LongColumn(to, out, rows);
    }

    private static Column fromNullable(Column column, DataType from, DataType to, ConversionMode mode, ZoneId zone) {
        int rows = column.size();
        byte[] nulls = column instanceof NullableColumn n ? n.nulls() : null;
        boolean anyNull = nulls == null ? rows > 0 : containsNonZero(nulls);
        if (anyNull && mode != ConversionMode.INSERT && mode != ConversionMode.OR_ZERO) {
            throw new MergeLabException(ErrorCode.CANNOT_INSERT_NULL_IN_ORDINARY_COLUMN,
                    "Cannot convert NULL value to non-Nullable type " + to.name());
        }
        if (nulls == null) {
            ColumnBuilder b = ColumnBuilder.create(to, rows);
            for (int i = 0; i < rows; i++) {
                b.appendDefault();
            }
            return b.build();
        }
        Column converted = convertStripped(((NullableColumn) column).nested(), TypeRules.removeNullable(from), to, mode, zone);
        if (!anyNull) {
            return converted;
        }
        // NULLs become the type's default value (INSERT with input_format_null_as_default, OrZero).
        ColumnBuilder b = ColumnBuilder.create(to, rows);
        for (int i = 0; i < rows; i++) {
            if (nulls[i] != 0) {
                b.appendDefault();
            } else {
                b.appendFrom(converted, i);
            }
        }
        return b.build();
    }

    private static boolean containsNonZero(byte[] bytes) {
        for (byte b : bytes) {
            if (b != 0) {
                return true;
            }
        }
        return false;
    }

    private static Column toText(Column column, DataType from, ZoneId zone) {
        if (from instanceof FixedStringType) {
            BytesColumn b = (BytesColumn) column;
            return new BytesColumn(StringType.INSTANCE, b.data(), b.offsets(), column.size());
        }
        return TextValues.formatAll(ColumnOps.retype(column, withZone(from, zone)));
    }

    private static Column fromText(BytesColumn column, DataType to, ConversionMode mode, ZoneId zone) {
        int rows = column.size();
        DataType parseType = withZone(to, zone);
        if (to instanceof FixedStringType f) {
            return toFixedString(column, f, mode);
        }
        if (mode == ConversionMode.OR_NULL) {
            NullableColumnBuilder b = (NullableColumnBuilder) ColumnBuilder.create(new NullableType(parseType), rows);
            for (int i = 0; i < rows; i++) {
                try {
                    TextValues.parseInto(b.nested(), parseType, column.data(), column.start(i), column.length(i));
                    b.markNotNull();
                } catch (MergeLabException e) {
                    b.appendNull();
                }
            }
            return ColumnOps.retype(b.build(), new NullableType(to));
        }
        ColumnBuilder b = ColumnBuilder.create(parseType, rows);
        for (int i = 0; i < rows; i++) {
            try {
                TextValues.parseInto(b, parseType, column.data(), column.start(i), column.length(i));
            } catch (MergeLabException e) {
                if (mode != ConversionMode.OR_ZERO) {
                    throw e;
                }
                b.appendDefault();
            }
        }
        return ColumnOps.retype(b.build(), to);
    }

    private static Column toFixedString(BytesColumn column, FixedStringType f, ConversionMode mode) {
        int rows = column.size();
        byte[] data = new byte[Math.multiplyExact(rows, f.length())];
        int[] offsets = new int[rows + 1];
        for (int i = 0; i < rows; i++) {
            int len = column.length(i);
            if (len > f.length()) {
                if (mode != ConversionMode.OR_ZERO) {
                    throw new MergeLabException(ErrorCode.TOO_LARGE_STRING_SIZE, "String too long for type " + f.name()
                            + ": '" + column.getString(i) + "' has " + len + " bytes");
                }
                len = 0;
            }
            System.arraycopy(column.data(), column.start(i), data, i * f.length(), len);
            offsets[i + 1] = (i + 1) * f.length();
        }
        return new BytesColumn(f, data, offsets, rows);
    }

    /** A DateTime type without a zone gets the session zone, so text parses and prints in it. */
    static DataType withZone(DataType t, ZoneId zone) {
        if (t instanceof DateTimeType d && d.timeZone().isEmpty()) {
            return new DateTimeType(Optional.of(zone.getId()));
        }
        if (t instanceof DateTime64Type d && d.timeZone().isEmpty()) {
            return new DateTime64Type(d.precision(), Optional.of(zone.getId()));
        }
        if (t instanceof NullableType n) {
            DataType inner = withZone(n.nested(), zone);
            return inner == n.nested() ? t : new NullableType(inner);
        }
        if (t instanceof ArrayType a) {
            DataType inner = withZone(a.element(), zone);
            return inner == a.element() ? t : new ArrayType(inner);
        }
        if (t instanceof MapType m) {
            DataType key = withZone(m.key(), zone);
            DataType value = withZone(m.value(), zone);
            return key == m.key() && value == m.value() ? t : new MapType(key, value);
        }
        return t;
    }

}
