package io.mergelab.engine.function.date;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.column.BytesColumnBuilder;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.FunctionContext;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.StringType;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.TextStyle;
import java.time.temporal.IsoFields;
import java.util.List;
import java.util.Locale;

/**
 * formatDateTime(time, format[, timezone]) with MySQL-style specifiers as current ClickHouse reads them: {@code %M}
 * is the month's name and {@code %i} the minute (ClickHouse before 23.4 printed minutes for {@code %M}).
 */
final class FormatDateTime {
    private static final String SPECIFIERS = "abcCdDeFgGhHiIjklmMnpQrRsStTuVwWyYz%";

    private FormatDateTime() {
    }

    static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("formatDateTime", 2, 3, FormatDateTime::bind));
        registry.alias("DATE_FORMAT", "formatDateTime", true);
    }

    private static BoundFunction bind(String name, List<ArgumentType> args, FunctionContext ctx) {
        DataType t = DateFunctions.temporalArg(name, args, 0);
        String format = Arguments.constantString(name, args, 1);
        for (int i = 0; i < format.length(); i++) {
            if (format.charAt(i) == '%') {
                if (i + 1 == format.length() || SPECIFIERS.indexOf(format.charAt(i + 1)) < 0) {
                    throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Incorrect syntax '" + format
                            + "', symbol is not supported '" + (i + 1 < format.length() ? format.charAt(i + 1) : "")
                            + "' for function " + name);
                }
                i++;
            }
        }
        ZoneId zone = DateFunctions.zone(name, args, 2, t, ctx);
        return Bound.of(StringType.INSTANCE, (ops, rows) -> {
            ZoneOffsets offsets = new ZoneOffsets(zone);
            long[] local = LocalTime.localSeconds(ops[0].expand(rows), t, offsets, rows);
            BytesColumnBuilder out = (BytesColumnBuilder) ColumnBuilder.create(StringType.INSTANCE, rows);
            for (int r = 0; r < rows; r++) {
                LocalDateTime time = LocalDateTime.ofEpochSecond(local[r], 0, ZoneOffset.UTC);
                long offsetSeconds = local[r] - offsets.fromLocal(local[r]);
                byte[] text = format(format, time, offsetSeconds).getBytes(StandardCharsets.UTF_8);
                out.appendBytes(text, 0, text.length);
            }
            return out.build();
        });
    }

    private static String format(String format, LocalDateTime t, long offsetSeconds) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < format.length(); i++) {
            char c = format.charAt(i);
            if (c != '%') {
                sb.append(c);
                continue;
            }
            char s = format.charAt(++i);
            int hour12 = t.getHour() % 12 == 0 ? 12 : t.getHour() % 12;
            switch (s) {
                case 'a' -> sb.append(t.getDayOfWeek().getDisplayName(TextStyle.SHORT, Locale.ENGLISH));
                case 'b' -> sb.append(t.getMonth().getDisplayName(TextStyle.SHORT, Locale.ENGLISH));
                case 'c', 'm' -> two(sb, t.getMonthValue());
                case 'C' -> two(sb, t.getYear() / 100);
                case 'd' -> two(sb, t.getDayOfMonth());
                case 'D' -> sb.append(format("%m/%d/%y", t, offsetSeconds));
                case 'e' -> sb.append(t.getDayOfMonth() < 10 ? " " : "").append(t.getDayOfMonth());
                case 'F' -> sb.append(format("%Y-%m-%d", t, offsetSeconds));
                case 'g' -> two(sb, t.get(IsoFields.WEEK_BASED_YEAR) % 100);
                case 'G' -> sb.append(t.get(IsoFields.WEEK_BASED_YEAR));
                case 'h', 'I', 'l' -> two(sb, hour12);
                case 'H' -> two(sb, t.getHour());
                case 'k' -> sb.append(t.getHour() < 10 ? " " : "").append(t.getHour());
                case 'i' -> two(sb, t.getMinute());
                case 'j' -> sb.append(String.format("%03d", t.getDayOfYear()));
                case 'M' -> sb.append(t.getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH));
                case 'n' -> sb.append('\n');
                case 'p' -> sb.append(t.getHour() < 12 ? "AM" : "PM");
                case 'Q' -> sb.append((t.getMonthValue() - 1) / 3 + 1);
                case 'r' -> sb.append(format("%h:%i %p", t, offsetSeconds));
                case 'R' -> sb.append(format("%H:%i", t, offsetSeconds));
                case 's', 'S' -> two(sb, t.getSecond());
                case 't' -> sb.append('\t');
                case 'T' -> sb.append(format("%H:%i:%S", t, offsetSeconds));
                case 'u' -> sb.append(t.getDayOfWeek().getValue());
                case 'V' -> two(sb, t.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR));
                case 'w' -> sb.append(t.getDayOfWeek().getValue() % 7);
                case 'W' -> sb.append(t.getDayOfWeek().getDisplayName(TextStyle.FULL, Locale.ENGLISH));
                case 'y' -> two(sb, t.getYear() % 100);
                case 'Y' -> sb.append(t.getYear());
                case 'z' -> {
                    long minutes = Math.abs(offsetSeconds) / 60;
                    sb.append(offsetSeconds < 0 ? '-' : '+');
                    two(sb, (int) (minutes / 60));
                    two(sb, (int) (minutes % 60));
                }
                default -> sb.append('%');
            }
        }
        return sb.toString();
    }

    private static void two(StringBuilder sb, int v) {
        if (v < 10) {
            sb.append('0');
        }
        sb.append(v);
    }
}
