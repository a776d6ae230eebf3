package io.mergelab.engine.storage;

import io.mergelab.engine.column.Values;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.EnumType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.MapType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.TupleType;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * ClickHouse's text form of single values, for {@code system.parts.partition}: plain at top level
 * ({@code abc}, {@code 2024-01-01}), quoted inside tuples and arrays ({@code ('abc',1)}). Times print
 * in the type's time zone, UTC when it has none.
 */
final class ValueText {
    private static final DateTimeFormatter DATE_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    private ValueText() {
    }

    static String plain(DataType type, Object value) {
        StringBuilder sb = new StringBuilder();
        append(sb, type, value, false);
        return sb.toString();
    }

    static String quoted(DataType type, Object value) {
        StringBuilder sb = new StringBuilder();
        append(sb, type, value, true);
        return sb.toString();
    }

    private static void append(StringBuilder sb, DataType type, Object value, boolean quote) {
        DataType t = type.unwrapLowCardinality();
        if (value == null) {
            sb.append("NULL");
            return;
        }
        if (t instanceof NullableType n) {
            append(sb, n.nested(), value, quote);
        } else if (t instanceof TupleType tuple) {
            appendElements(sb, '(', (List<?>) value, tuple.elements()::get, ')');
        } else if (t instanceof ArrayType a) {
            appendElements(sb, '[', (List<?>) value, i -> a.element(), ']');
        } else if (t instanceof MapType m) {
            sb.append('{');
            List<?> entries = (List<?>) value;
            for (int i = 0; i < entries.size(); i++) {
                List<?> entry = (List<?>) entries.get(i);
                if (i > 0) {
                    sb.append(',');
                }
                append(sb, m.key(), entry.get(0), true);
                sb.append(':');
                append(sb, m.value(), entry.get(1), true);
            }
            sb.append('}');
        } else if (t instanceof EnumType e) {
            text(sb, e.nameOf(Values.toLong(t, value)), quote);
        } else if (t instanceof IntegerType i) {
            long v = Values.toLong(t, value);
            sb.append(i.isUInt64() ? Long.toUnsignedString(v) : Long.toString(v));
        } else if (t instanceof BoolType) {
            sb.append(Values.toLong(t, value) != 0 ? "true" : "false");
        } else if (t instanceof FloatType f) {
            sb.append(floatText(((Number) value).doubleValue(), f.bits() == 32));
        } else if (t instanceof DecimalType) {
            BigDecimal d = ((BigDecimal) Values.fromLong(t, Values.toLong(t, value))).stripTrailingZeros();
            sb.append(d.signum() == 0 ? "0" : d.toPlainString());
        } else if (t instanceof DateType || t instanceof Date32Type) {
            text(sb, Values.fromLong(t, Values.toLong(t, value)).toString(), quote);
        } else if (t instanceof DateTimeType dt) {
            text(sb, DATE_TIME.format(((Instant) value).atZone(zone(dt.timeZone()))), quote);
        } else if (t instanceof DateTime64Type dt) {
            Instant instant = (Instant) Values.fromLong(t, Values.toLong(t, value));
            String s = DATE_TIME.format(instant.atZone(zone(dt.timeZone())));
            if (dt.precision() > 0) {
                String nanos = String.format("%09d", instant.getNano());
                s += "." + nanos.substring(0, dt.precision());
            }
            text(sb, s, quote);
        } else {
            byte[] bytes = Values.toBytes(t, value);
            text(sb, Values.fromBytes(t, bytes, 0, bytes.length).toString(), quote);
        }
    }

    /** Comma-separated quoted elements between brackets; {@code types} gives the type of element i. */
    private static void appendElements(StringBuilder sb, char open, List<?> elements, IntFunction<DataType> types, char close) {
        sb.append(open);
        for (int i = 0; i < elements.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            append(sb, types.apply(i), elements.get(i), true);
        }
        sb.append(close);
    }

    private static ZoneId zone(Optional<String> timeZone) {
        return timeZone.<ZoneId>map(ZoneId::of).orElse(ZoneOffset.UTC);
    }

    private static void text(StringBuilder sb, String s, boolean quote) {
        if (!quote) {
            sb.append(s);
            return;
        }
        sb.append('\'');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\'' || c == '\\') {
                sb.append('\\');
            }
            sb.append(c);
        }
        sb.append('\'');
    }

    /** Shortest round-trip digits, integers without a fraction, as ClickHouse prints floats. */
    private static String floatText(double v, boolean float32) {
        if (Double.isNaN(v)) {
            return "nan";
        }
        if (Double.isInfinite(v)) {
            return v > 0 ? "inf" : "-inf";
        }
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        String s = float32 ? Float.toString((float) v) : Double.toString(v);
        return s.contains("E") ? s.replace("E", "e") : s;
    }
}
