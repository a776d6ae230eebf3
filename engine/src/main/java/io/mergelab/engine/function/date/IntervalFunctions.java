package io.mergelab.engine.function.date;

import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.FunctionContext;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.NumericColumns;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.IntervalType;
import io.mergelab.engine.type.time.CivilCalendar;
import java.time.ZoneId;
import java.util.List;

/**
 * addSeconds .. addYears and subtractSeconds .. subtractYears. Days, weeks, months and years move the
 * local calendar date (keeping the time of day; month ends clamp); seconds, minutes and hours move the
 * instant. Adding to a Date keeps a Date (sub-day units turn it into a DateTime, as ClickHouse does). The count
 * may be an Interval of the same unit ({@code d + INTERVAL 1 DAY} calls addDays). toIntervalSecond ..
 * toIntervalYear (and the sub-second units) make Interval values.
 */
final class IntervalFunctions {
    private IntervalFunctions() {
    }

    enum Unit {
        SECOND(1), MINUTE(60), HOUR(3600), DAY(0), WEEK(0), MONTH(0), QUARTER(0), YEAR(0);

        final long seconds;

        Unit(long seconds) {
            this.seconds = seconds;
        }

        String plural() {
            String n = name().charAt(0) + name().substring(1).toLowerCase();
            return n + "s";
        }

        /** Moves a local epoch day by {@code n} units (calendar units only). */
        long moveDay(long day, long n) {
            return switch (this) {
                case DAY -> day + n;
                case WEEK -> day + 7 * n;
                case MONTH -> CivilCalendar.addMonths(day, n);
                case QUARTER -> CivilCalendar.addMonths(day, 3 * n);
                case YEAR -> CivilCalendar.addMonths(day, 12 * n);
                default -> throw new IllegalStateException(name());
            };
        }
    }

    static void register(FunctionRegistry.Builder registry) {
        for (String unit : IntervalType.UNITS) {
            IntervalType type = new IntervalType(unit);
            registry.add(FunctionSpec.of("toInterval" + unit, 1, (name, args, ctx) -> toInterval(name, args, type)));
        }
        for (Unit unit : Unit.values()) {
            registry.add(FunctionSpec.of("add" + unit.plural(), 2, (name, args, ctx) -> bind(name, args, ctx, unit, 1)));
            registry.add(FunctionSpec.of("subtract" + unit.plural(), 2, (name, args, ctx) -> bind(name, args, ctx, unit, -1)));
        }
    }

    /** toIntervalDay(n) ...: the integer n as a count of the unit. */
    private static BoundFunction toInterval(String name, List<ArgumentType> args, IntervalType type) {
        if (TypeRules.asInteger(args.get(0).type()) == null) {
            throw Arguments.illegalType(name, args.get(0).type(), 0, "an integer");
        }
        return Bound.of(type, (ops, rows) -> {
            Operand n = ops[0];
            long[] values = NumericColumns.longs(n.column());
            long[] out = new long[rows];
            for (int i = 0; i < rows; i++) {
                out[i] = values[n.row(i)];
            }
            return new LongColumn(type, out, rows);
        });
    }

    private static BoundFunction bind(String name, List<ArgumentType> args, FunctionContext ctx, Unit unit, int sign) {
        DataType t = DateFunctions.temporalArg(name, args, 0);
        if (TypeRules.asInteger(args.get(1).type()) == null && !(args.get(1).type() instanceof IntervalType)) {
            throw Arguments.illegalType(name, args.get(1).type(), 1, "an integer");
        }
        ZoneId zone = Zones.of(t, ctx.timeZone());
        boolean day = LocalTime.isDay(t);
        DataType result = day && unit.seconds > 0 ? DateFunctions.dateTimeResult(t, null) : t;
        long scale = DateFunctions.scale(t);
        return Bound.of(result, (ops, rows) -> {
            long[] v = ((LongColumn) ops[0].expand(rows)).values();
            long[] n = NumericColumns.longs(ops[1].column());
            ZoneOffsets offsets = new ZoneOffsets(zone);
            long[] out = new long[rows];
            for (int i = 0; i < rows; i++) {
                long delta = sign * n[ops[1].row(i)];
                long value = v[i];
                if (day) {
                    out[i] = unit.seconds > 0 ? offsets.startOfDay(value) + delta * unit.seconds : unit.moveDay(value, delta);
                    if (t instanceof DateType && unit.seconds == 0) {
                        out[i] = out[i] & 0xFFFF;
                    }
                } else if (unit.seconds > 0) {
                    out[i] = value + delta * unit.seconds * scale;
                } else {
                    long seconds = Math.floorDiv(value, scale);
                    long fraction = Math.floorMod(value, scale);
                    long local = offsets.toLocal(seconds);
                    long dayNumber = Math.floorDiv(local, CivilCalendar.SECONDS_PER_DAY);
                    long timeOfDay = Math.floorMod(local, CivilCalendar.SECONDS_PER_DAY);
                    long moved = offsets.fromLocal(unit.moveDay(dayNumber, delta) * CivilCalendar.SECONDS_PER_DAY + timeOfDay);
                    out[i] = moved * scale + fraction;
                }
                if (!day && !(t instanceof DateTime64Type) || day && unit.seconds > 0) {
                    out[i] &= 0xFFFF_FFFFL;
                }
            }
            return new LongColumn(result, out, rows);
        });
    }

}
