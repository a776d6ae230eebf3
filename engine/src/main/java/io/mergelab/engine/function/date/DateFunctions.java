package io.mergelab.engine.function.date;

import java.time.temporal.IsoFields;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.FunctionContext;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.NumericColumns;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.time.CivilCalendar;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import java.util.function.LongUnaryOperator;

/**
 * Calendar parts and truncations (toYYYYMM, toYear, toStartOfMonth, toMonday, ...). The time zone is the
 * optional last argument, else the DateTime type's own, else the session's; Date values have no zone.
 */
public final class DateFunctions {
    private DateFunctions() {
    }

    /** How a function's result is computed from a value's local seconds. */
    private enum Result { NUMBER, DATE, DATETIME }

    public static void register(FunctionRegistry.Builder registry) {
        FormatDateTime.register(registry);
        part(registry, "toYYYYMM", IntegerType.UINT32, s -> CivilCalendar.yyyymmdd(LocalTime.day(s)) / 100);
        part(registry, "toYYYYMMDD", IntegerType.UINT32, s -> CivilCalendar.yyyymmdd(LocalTime.day(s)));
        part(registry, "toYear", IntegerType.UINT16, s -> CivilCalendar.year(LocalTime.day(s)));
        part(registry, "toQuarter", IntegerType.UINT8, s -> (CivilCalendar.month(LocalTime.day(s)) + 2) / 3);
        part(registry, "toMonth", IntegerType.UINT8, s -> CivilCalendar.month(LocalTime.day(s)));
        part(registry, "toDayOfMonth", IntegerType.UINT8, s -> CivilCalendar.dayOfMonth(LocalTime.day(s)));
        part(registry, "toDayOfWeek", IntegerType.UINT8, s -> CivilCalendar.dayOfWeek(LocalTime.day(s)));
        part(registry, "toHour", IntegerType.UINT8, s -> Math.floorMod(s, CivilCalendar.SECONDS_PER_DAY) / 3600);
        part(registry, "toMinute", IntegerType.UINT8, s -> Math.floorMod(s, 3600L) / 60);
        part(registry, "toSecond", IntegerType.UINT8, s -> Math.floorMod(s, 60L));
        part(registry, "toDayOfYear", IntegerType.UINT16, s -> {
            long day = LocalTime.day(s);
            return day - CivilCalendar.epochDay(CivilCalendar.year(day), 1, 1) + 1;
        });
        part(registry, "toISOYear", IntegerType.UINT16, s -> isoDate(s).get(IsoFields.WEEK_BASED_YEAR));
        part(registry, "toISOWeek", IntegerType.UINT8, s -> isoDate(s).get(IsoFields.WEEK_OF_WEEK_BASED_YEAR));
        part(registry, "toRelativeYearNum", IntegerType.UINT16, s -> CivilCalendar.year(LocalTime.day(s)));
        part(registry, "toRelativeQuarterNum", IntegerType.UINT32, s -> {
            long day = LocalTime.day(s);
            return CivilCalendar.year(day) * 4L + (CivilCalendar.month(day) - 1) / 3;
        });
        part(registry, "toRelativeMonthNum", IntegerType.UINT32, s -> {
            long day = LocalTime.day(s);
            return CivilCalendar.year(day) * 12L + CivilCalendar.month(day) - 1;
        });
        // weeks start on Monday; 1970-01-01 (a Thursday) is in week 0
        part(registry, "toRelativeWeekNum", IntegerType.UINT32, s -> {
            long day = LocalTime.day(s);
            return (day + 8 - CivilCalendar.dayOfWeek(day)) / 7;
        });
        part(registry, "toRelativeDayNum", IntegerType.UINT32, LocalTime::day);
        part(registry, "toRelativeHourNum", IntegerType.UINT32, s -> Math.floorDiv(s, 3600L));
        part(registry, "toRelativeMinuteNum", IntegerType.UINT32, s -> Math.floorDiv(s, 60L));
        part(registry, "toRelativeSecondNum", IntegerType.UINT32, s -> s);
        registry.alias("DAYOFYEAR", "toDayOfYear", true);
        registry.alias("YEAR", "toYear", true);
        registry.alias("MONTH", "toMonth", true);
        registry.alias("DAY", "toDayOfMonth", true);
        registry.alias("DAYOFMONTH", "toDayOfMonth", true);
        registry.alias("HOUR", "toHour", true);
        registry.alias("MINUTE", "toMinute", true);
        registry.alias("SECOND", "toSecond", true);
        truncation(registry, "toStartOfMonth", Result.DATE, s -> {
            long day = LocalTime.day(s);
            return day - CivilCalendar.dayOfMonth(day) + 1;
        });
        truncation(registry, "toStartOfQuarter", Result.DATE, s -> {
            long yyyymmdd = CivilCalendar.yyyymmdd(LocalTime.day(s));
            int month = (int) (yyyymmdd / 100 % 100);
            return CivilCalendar.epochDay(yyyymmdd / 10_000, (month - 1) / 3 * 3 + 1, 1);
        });
        truncation(registry, "toStartOfYear", Result.DATE, s -> {
            long year = CivilCalendar.year(LocalTime.day(s));
            return CivilCalendar.epochDay(year, 1, 1);
        });
        truncation(registry, "toMonday", Result.DATE, s -> {
            long day = LocalTime.day(s);
            return day - CivilCalendar.dayOfWeek(day) + 1;
        });
        truncation(registry, "toStartOfDay", Result.DATETIME, s -> Math.floorDiv(s, CivilCalendar.SECONDS_PER_DAY) * CivilCalendar.SECONDS_PER_DAY);
        truncation(registry, "toStartOfHour", Result.DATETIME, s -> Math.floorDiv(s, 3600L) * 3600L);
        truncation(registry, "toStartOfMinute", Result.DATETIME, s -> Math.floorDiv(s, 60L) * 60L);
        truncation(registry, "toStartOfFiveMinutes", Result.DATETIME, s -> Math.floorDiv(s, 300L) * 300L);
        truncation(registry, "toStartOfTenMinutes", Result.DATETIME, s -> Math.floorDiv(s, 600L) * 600L);
        truncation(registry, "toStartOfFifteenMinutes", Result.DATETIME, s -> Math.floorDiv(s, 900L) * 900L);
        registry.alias("toStartOfFiveMinute", "toStartOfFiveMinutes", false);
        registry.add(FunctionSpec.of("toStartOfWeek", 1, 3, DateFunctions::toStartOfWeek));
        registry.add(FunctionSpec.of("toUnixTimestamp", 1, 2, (name, args, ctx) -> {
            DataType t = temporalArg(name, args, 0);
            ZoneId zone = zone(name, args, 1, t, ctx);
            return Bound.of(IntegerType.UINT32, (ops, rows) -> {
                long[] local = LocalTime.localSeconds(ops[0].expand(rows), t, new ZoneOffsets(zone), rows);
                ZoneOffsets offsets = new ZoneOffsets(zone);
                long[] out = new long[rows];
                for (int i = 0; i < rows; i++) {
                    out[i] = offsets.fromLocal(local[i]) & 0xFFFF_FFFFL;
                }
                return new LongColumn(IntegerType.UINT32, out, rows);
            });
        }));
        CurrentTimeFunctions.register(registry);
        IntervalFunctions.register(registry);
        DateDiff.register(registry);
    }

    private static java.time.LocalDate isoDate(long localSeconds) {
        return java.time.LocalDate.ofEpochDay(LocalTime.day(localSeconds));
    }

    private static void part(FunctionRegistry.Builder registry, String name, DataType result, LongUnaryOperator f) {
        registry.add(FunctionSpec.of(name, 1, 2, (n, args, ctx) -> {
            DataType t = temporalArg(n, args, 0);
            ZoneId zone = zone(n, args, 1, t, ctx);
            return Bound.of(result, (ops, rows) -> {
                long[] local = LocalTime.localSeconds(ops[0].expand(rows), t, new ZoneOffsets(zone), rows);
                for (int i = 0; i < rows; i++) {
                    local[i] = f.applyAsLong(local[i]);
                }
                return new LongColumn(result, local, rows);
            });
        }));
    }

    private static void truncation(FunctionRegistry.Builder registry, String name, Result kind, LongUnaryOperator f) {
        registry.add(FunctionSpec.of(name, 1, 2, (n, args, ctx) -> {
            DataType t = temporalArg(n, args, 0);
            ZoneId zone = zone(n, args, 1, t, ctx);
            DataType result = kind == Result.DATE ? DateType.INSTANCE : dateTimeResult(t, args.size() > 1 ? zone : null);
            return Bound.of(result, (ops, rows) -> {
                ZoneOffsets offsets = new ZoneOffsets(zone);
                long[] local = LocalTime.localSeconds(ops[0].expand(rows), t, offsets, rows);
                for (int i = 0; i < rows; i++) {
                    long v = f.applyAsLong(local[i]);
                    local[i] = kind == Result.DATE ? Math.max(0, Math.min(65_535, v)) : offsets.fromLocal(v) & 0xFFFF_FFFFL;
                }
                return new LongColumn(result, local, rows);
            });
        }));
    }

    private static BoundFunction toStartOfWeek(String name, List<ArgumentType> args, FunctionContext ctx) {
        DataType t = temporalArg(name, args, 0);
        long mode = args.size() > 1 ? Arguments.constantLong(name, args, 1) : 0;
        ZoneId zone = zone(name, args, 2, t, ctx);
        // Even modes start weeks on Sunday, odd modes on Monday.
        int firstDay = (mode & 1) == 0 ? 7 : 1;
        return Bound.of(DateType.INSTANCE, (ops, rows) -> {
            long[] local = LocalTime.localSeconds(ops[0].expand(rows), t, new ZoneOffsets(zone), rows);
            for (int i = 0; i < rows; i++) {
                long day = LocalTime.day(local[i]);
                int dow = CivilCalendar.dayOfWeek(day);
                long back = Math.floorMod(dow - firstDay, 7);
                local[i] = Math.max(0, day - back);
            }
            return new LongColumn(DateType.INSTANCE, local, rows);
        });
    }

    /** DateTime keeps the argument's zone (or takes the explicit one); dates give a DateTime without one. */
    static DataType dateTimeResult(DataType argument, ZoneId explicit) {
        if (explicit != null) {
            return new DateTimeType(Optional.of(explicit.getId()));
        }
        if (argument instanceof DateTimeType d) {
            return d;
        }
        if (argument instanceof DateTime64Type d) {
            return new DateTimeType(d.timeZone());
        }
        return DateTimeType.INSTANCE;
    }

    /** The argument at {@code position} must be a Date, Date32, DateTime or DateTime64. */
    static DataType temporalArg(String name, List<ArgumentType> args, int position) {
        DataType t = args.get(position).type();
        if (!TypeRules.isDateOrTime(t)) {
            throw Arguments.illegalType(name, t, position, "Date, Date32, DateTime or DateTime64");
        }
        return t;
    }

    /** The zone from a constant argument, else the type's, else the session's. */
    static ZoneId zone(String name, List<ArgumentType> args, int position, DataType type, FunctionContext ctx) {
        if (args.size() > position) {
            return Zones.named(Arguments.constantString(name, args, position));
        }
        return Zones.of(type, ctx.timeZone());
    }

    static long scale(DataType t) {
        return t instanceof DateTime64Type d ? NumericColumns.POW10[d.precision()] : 1;
    }

    static MergeLabException badUnit(String name, String unit) {
        return new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Function " + name + " does not support '" + unit + "' unit");
    }
}
