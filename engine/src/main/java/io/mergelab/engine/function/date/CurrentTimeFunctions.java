package io.mergelab.engine.function.date;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.ColumnOps;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.NumericColumns;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Optional;

/** now, now64, today, yesterday: fixed for the whole query (from the query's start instant). */
final class CurrentTimeFunctions {
    private CurrentTimeFunctions() {
    }

    static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("now", 0, 1, (name, args, ctx) -> {
            Optional<String> zone = args.isEmpty() ? Optional.empty()
                    : Optional.of(zoneName(Arguments.constantString(name, args, 0)));
            DataType type = new DateTimeType(zone);
            long seconds = ctx.now().getEpochSecond();
            return Bound.of(type, (ops, rows) -> ColumnOps.replicate(ColumnOps.constant(type, Instant.ofEpochSecond(seconds)), rows));
        }).caseInsensitiveName());
        registry.alias("current_timestamp", "now", true);
        registry.add(FunctionSpec.of("now64", 0, 2, (name, args, ctx) -> {
            long precision = args.isEmpty() ? 3 : Arguments.constantLong(name, args, 0);
            if (precision < 0 || precision > 9) {
                throw new MergeLabException(ErrorCode.ARGUMENT_OUT_OF_BOUND, "DateTime64 precision " + precision + " is out of bounds");
            }
            Optional<String> zone = args.size() < 2 ? Optional.empty() : Optional.of(zoneName(Arguments.constantString(name, args, 1)));
            DataType type = new DateTime64Type((int) precision, zone);
            Instant now = ctx.now();
            long ticks = now.getEpochSecond() * NumericColumns.POW10[(int) precision]
                    + now.getNano() / NumericColumns.POW10[9 - (int) precision];
            return Bound.of(type, (ops, rows) -> ColumnOps.replicate(LongColumn.of(type, ticks), rows));
        }));
        registry.add(FunctionSpec.of("today", 0, (name, args, ctx) -> day(ctx.now(), ctx.timeZone(), 0)).caseInsensitiveName());
        registry.alias("curdate", "today", true);
        registry.alias("current_date", "today", true);
        registry.add(FunctionSpec.of("yesterday", 0, (name, args, ctx) -> day(ctx.now(), ctx.timeZone(), -1)));
    }

    private static BoundFunction day(Instant now, ZoneId zone, int delta) {
        long day = new ZoneOffsets(zone).localDay(now.getEpochSecond()) + delta;
        return Bound.of(DateType.INSTANCE, (ops, rows) ->
                ColumnOps.replicate(LongColumn.of(DateType.INSTANCE, day), rows));
    }

    private static String zoneName(String zone) {
        Zones.named(zone);
        return zone;
    }
}
