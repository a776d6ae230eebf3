package io.mergelab.engine.format;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.NullableColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.AggregateFunctionType;
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
import io.mergelab.engine.type.IPv4Type;
import io.mergelab.engine.type.IPv6Type;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.MapType;
import io.mergelab.engine.type.NothingType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.StringType;
import io.mergelab.engine.type.TupleType;
import io.mergelab.engine.type.UuidType;
import java.nio.charset.StandardCharsets;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * ClickHouse's text form of single values, both ways: what TSV holds unescaped and what
 * {@code CAST(s AS T)} / {@code toString(x)} use.
 *
 * <p>Parsing rules: integers are range-checked per width (a minus sign into an unsigned type is an error);
 * floats accept {@code inf}, {@code -inf}, {@code nan}; Decimal drops digits beyond its scale (truncation, as
 * ClickHouse) and rejects too many integer digits (ARGUMENT_OUT_OF_BOUND); Bool takes true/false, 1/0, yes/no,
 * y/n, on/off, t/f, enable/disable in any case; Date takes {@code YYYY-MM-DD} or {@code YYYYMMDD}, DateTime also
 * {@code YYYY-MM-DD hh:mm:ss}, a {@code T} separator and unix timestamps; dates and times outside a type's range
 * saturate to its bounds; UUID takes the 36- or 32-character hex forms; FixedString(N) zero-pads and rejects
 * longer values (TOO_LARGE_STRING_SIZE); Nullable parses its nested type (NULL spellings belong to the formats);
 * Array, Tuple and Map take {@code [1,2]}, {@code ['a','b']}, {@code (1,'x')}, {@code {'a':1}}; Enum takes an
 * element name or code (unknown ones are UNKNOWN_ELEMENT_OF_ENUM).
 *
 * <p>On an exception the builder is unchanged for scalar types; for Array and Tuple it may hold part of the
 * value, so callers abandon the builder (a bad row aborts the whole insert anyway).
 */
public final class TextValues {
    /**
     * The time zone of DateTime types that name none. MergeLab has no server time zone setting: it is UTC, so
     * files and results are the same on every machine.
     */
    public static final ZoneId DEFAULT_ZONE = ZoneOffset.UTC;

    private TextValues() {
    }

    /** Parses the text form of one value of {@code type} and appends it to {@code builder}. */
    public static void parseInto(ColumnBuilder builder, DataType type, CharSequence text) {
        byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
        parseInto(builder, type, bytes, 0, bytes.length);
    }

    /** Parses UTF-8 text {@code s[off, off + len)}; the fast path of the input formats. */
    public static void parseInto(ColumnBuilder builder, DataType type, byte[] s, int off, int len) {
        DataType t = type.unwrapLowCardinality();
        if (t instanceof IntegerType i) {
            builder.appendLong(NumberParsing.parseInteger(s, off, len, i));
        } else if (t instanceof StringType) {
            builder.appendBytes(s, off, len);
        } else if (t instanceof FloatType f) {
            builder.appendDouble(NumberParsing.parseFloat(s, off, len, f));
        } else if (t instanceof DecimalType d) {
            builder.appendLong(NumberParsing.parseDecimal(s, off, len, d));
        } else if (t instanceof BoolType) {
            builder.appendLong(BoolParsing.parse(s, off, len) ? 1 : 0);
        } else if (t instanceof DateType) {
            builder.appendLong(DateTimeParsing.parseDate(s, off, len, t, false));
        } else if (t instanceof Date32Type) {
            builder.appendLong(DateTimeParsing.parseDate(s, off, len, t, true));
        } else if (t instanceof DateTimeType dt) {
            builder.appendLong(DateTimeParsing.parseDateTime(s, off, len, t, Zones.of(dt.timeZone())));
        } else if (t instanceof DateTime64Type dt) {
            builder.appendLong(DateTimeParsing.parseDateTime64(s, off, len, t, dt.precision(), Zones.of(dt.timeZone())));
        } else if (t instanceof FixedStringType f) {
            if (len > f.length()) {
                throw new MergeLabException(ErrorCode.TOO_LARGE_STRING_SIZE,
                        "Too large value for " + f.name() + ": '" + ParseErrors.text(s, off, len) + "' has " + len + " bytes");
            }
            builder.appendBytes(s, off, len);
        } else if (t instanceof UuidType) {
            builder.appendBytes(UuidText.parse(s, off, len, t), 0, 16);
        } else if (t instanceof IPv4Type) {
            builder.appendLong(IpText.parseIPv4(s, off, len));
        } else if (t instanceof IPv6Type) {
            builder.appendBytes(IpText.parseIPv6(s, off, len), 0, 16);
        } else if (t instanceof NullableType n) {
            NullableColumnBuilder nb = (NullableColumnBuilder) builder;
            parseInto(nb.nested(), n.nested(), s, off, len);
            nb.markNotNull();
        } else if (t instanceof ArrayType || t instanceof TupleType || t instanceof MapType) {
            CompositeParsing.parse(builder, type, s, off, len);
        } else if (t instanceof EnumType e) {
            builder.appendLong(parseEnum(e, s, off, len));
        } else if (t instanceof NothingType) {
            throw ParseErrors.cannotParse(ErrorCode.CANNOT_PARSE_TEXT, s, off, len, t, "type Nothing holds no values");
        } else if (t instanceof AggregateFunctionType) {
            // MergeLab's states are its own bytes, made only by -State functions (ClickHouse reads its binary form)
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "Reading " + t.name()
                    + " values from text is not supported: aggregate states come from -State functions");
        } else {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "No text parser for type " + t.name());
        }
    }

    /** An Enum element by name, or by its code when the text is a number that is one (as ClickHouse's text formats accept). */
    private static long parseEnum(EnumType type, byte[] s, int off, int len) {
        String name = new String(s, off, len, StandardCharsets.UTF_8);
        int i = type.indexOfName(name);
        if (i >= 0) {
            return type.codes().get(i);
        }
        if (len > 0 && len < 8 && (Character.isDigit(s[off]) || s[off] == '-')) {
            try {
                long code = Long.parseLong(name);
                if (type.hasCode(code)) {
                    return code;
                }
            } catch (NumberFormatException e) {
                // not a number: an unknown name
            }
        }
        throw type.unknownElement(name);
    }

    /**
     * Appends the plain text form of {@code column[row]}: numbers, {@code 2024-01-31}, {@code 2024-01-31 10:00:00},
     * {@code 2024-01-31 10:00:00.123}, decimals without trailing zeros, {@code true}/{@code false}, canonical UUIDs,
     * strings raw, {@code [1,2]}, {@code ['a','b']}, {@code (1,'a')}, and {@code NULL}. Formats add their own
     * escaping and NULL spelling.
     */
    public static void format(Column column, int row, StringBuilder out) {
        TextBuffer buffer = new TextBuffer(32);
        FieldWriters.plain(column).write(row, buffer);
        out.append(buffer);
    }

    /**
     * The plain text form of every row of {@code column}, as a String column: one writer and one buffer for the
     * whole column, so a block of a million numbers costs no million temporary strings.
     */
    public static Column formatAll(Column column) {
        int rows = column.size();
        ColumnBuilder out = ColumnBuilder.create(StringType.INSTANCE, rows);
        FieldWriter writer = FieldWriters.plain(column);
        TextBuffer buffer = new TextBuffer(32);
        for (int i = 0; i < rows; i++) {
            buffer.reset();
            writer.write(i, buffer);
            out.appendBytes(buffer.array(), 0, buffer.length());
        }
        return out.build();
    }

    /** The plain text form of {@code column[row]}; see {@link #format(Column, int, StringBuilder)}. */
    public static String format(Column column, int row) {
        StringBuilder out = new StringBuilder();
        format(column, row, out);
        return out.toString();
    }

    /** The time zone of a DateTime or DateTime64 type, {@link #DEFAULT_ZONE} when it names none. */
    public static ZoneId zoneOf(DataType type) {
        DataType t = type.unwrapLowCardinality();
        if (t instanceof NullableType n) {
            return zoneOf(n.nested());
        }
        if (t instanceof DateTimeType dt) {
            return Zones.of(dt.timeZone());
        }
        if (t instanceof DateTime64Type dt) {
            return Zones.of(dt.timeZone());
        }
        return DEFAULT_ZONE;
    }
}
