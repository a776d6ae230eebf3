package io.mergelab.engine.function.date;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.FunctionContext;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.NumericColumns;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.time.CivilCalendar;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;

/**
 * dateDiff('unit', start, end[, tz]): the number of unit boundaries crossed from start to end in local
 * time (so dateDiff('day', '2024-01-01 23:59:59', '2024-01-02 00:00:00') is 1), as ClickHouse counts them.
 * Hours and smaller units count on instants, so a daylight-saving change shortens or lengthens the difference;
 * sub-second units subtract the instants at that unit's precision (DateTime64 ticks truncated, as ClickHouse).
 */
final class DateDiff {
    private DateDiff() {
    }

    private enum Unit { NANOSECOND, MICROSECOND, MILLISECOND, SECOND, MINUTE, HOUR, DAY, WEEK, MONTH, QUARTER, YEAR }

    static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("dateDiff", 3, 4, DateDiff::bind).caseInsensitiveName());
        registry.alias("date_diff", "dateDiff", true);
        registry.alias("timestampDiff", "dateDiff", true);
        registry.alias("timestamp_diff", "dateDiff", true);
    }

    private static BoundFunction bind(String name, List<ArgumentType> args, FunctionContext ctx) {
        String unitText = Arguments.constantString(name, args, 0);
        Unit unit = unit(name, unitText);
        DataType a = DateFunctions.temporalArg(name, args, 1);
        DataType b = DateFunctions.temporalArg(name, args, 2);
        ZoneId zone = args.size() > 3 ? DateFunctions.zone(name, args, 3, a, ctx)
                : LocalTime.isDay(a) ? Zones.of(b, ctx.timeZone()) : Zones.of(a, ctx.timeZone());
        if (unit.ordinal() <= Unit.HOUR.ordinal()) {
            int precision = unit == Unit.NANOSECOND ? 9 : unit == Unit.MICROSECOND ? 6 : unit == Unit.MILLISECOND ? 3 : 0;
            long per = unit == Unit.HOUR ? 3600 : unit == Unit.MINUTE ? 60 : 1;
            return Bound.of(IntegerType.INT64, (ops, rows) -> {
                ZoneOffsets offsets = new ZoneOffsets(zone);
                long[] x = ticks(ops[1].expand(rows), a, offsets, precision, rows);
                long[] y = ticks(ops[2].expand(rows), b, offsets, precision, rows);
                // Hours count from the zone's offset at the epoch, so a zone at +5:30 crosses hours at :30 UTC.
                long shift = unit == Unit.HOUR ? offsets.offsetAt(0) : 0;
                long[] out = new long[rows];
                for (int i = 0; i < rows; i++) {
                    out[i] = Math.floorDiv(y[i] + shift, per) - Math.floorDiv(x[i] + shift, per);
                }
                return new LongColumn(IntegerType.INT64, out, rows);
            });
        }
        return Bound.of(IntegerType.INT64, (ops, rows) -> {
            long[] x = LocalTime.localSeconds(ops[1].expand(rows), a, new ZoneOffsets(zone), rows);
            long[] y = LocalTime.localSeconds(ops[2].expand(rows), b, new ZoneOffsets(zone), rows);
            long[] out = new long[rows];
            for (int i = 0; i < rows; i++) {
                out[i] = number(unit, y[i]) - number(unit, x[i]);
            }
            return new LongColumn(IntegerType.INT64, out, rows);
        });
    }

    /** Instants as ticks of 10^-precision seconds; a date is its midnight in the zone. */
    private static long[] ticks(Column column, DataType type, ZoneOffsets zone, int precision, int rows) {
        long[] v = ((LongColumn) column).values();
        long[] out = new long[rows];
        long target = NumericColumns.POW10[precision];
        if (type instanceof DateTime64Type d) {
            int scale = d.precision();
            for (int i = 0; i < rows; i++) {
                out[i] = scale <= precision ? v[i] * NumericColumns.POW10[precision - scale]
                        : v[i] / NumericColumns.POW10[scale - precision];
            }
        } else if (LocalTime.isDay(type)) {
            for (int i = 0; i < rows; i++) {
                out[i] = zone.startOfDay(v[i]) * target;
            }
        } else {
            for (int i = 0; i < rows; i++) {
                out[i] = v[i] * target;
            }
        }
        return out;
    }

    private static long number(Unit unit, long local) {
        long day = LocalTime.day(local);
        return switch (unit) {
            case DAY -> day;
            case WEEK -> Math.floorDiv(day - 4, 7L);
            case MONTH -> {
                long ymd = CivilCalendar.yyyymmdd(day);
                yield ymd / 10_000 * 12 + ymd / 100 % 100;
            }
            case QUARTER -> {
                long ymd = CivilCalendar.yyyymmdd(day);
                yield ymd / 10_000 * 4 + (ymd / 100 % 100 - 1) / 3;
            }
            case YEAR -> CivilCalendar.year(day);
            default -> throw new IllegalStateException("unit counted on instants: " + unit);
        };
    }

    private static Unit unit(String name, String text) {
        return switch (text.toLowerCase(Locale.ROOT)) {
            case "nanosecond", "nanoseconds", "ns" -> Unit.NANOSECOND;
            case "microsecond", "microseconds", "us", "u" -> Unit.MICROSECOND;
            case "millisecond", "milliseconds", "ms" -> Unit.MILLISECOND;
            case "second", "seconds", "ss", "s" -> Unit.SECOND;
            case "minute", "minutes", "mi", "n" -> Unit.MINUTE;
            case "hour", "hours", "hh", "h" -> Unit.HOUR;
            case "day", "days", "dd", "d" -> Unit.DAY;
            case "week", "weeks", "wk", "ww" -> Unit.WEEK;
            case "month", "months", "mm", "m" -> Unit.MONTH;
            case "quarter", "quarters", "qq", "q" -> Unit.QUARTER;
            case "year", "years", "yyyy", "yy" -> Unit.YEAR;
            default -> throw DateFunctions.badUnit(name, text);
        };
    }
}
