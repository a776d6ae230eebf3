package io.mergelab.engine.function.conversion;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.ColumnOps;
import io.mergelab.engine.function.FunctionContext;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.function.date.Zones;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.FixedStringType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IPv4Type;
import io.mergelab.engine.type.IPv6Type;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.StringType;
import io.mergelab.engine.type.UuidType;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;

/**
 * CAST and the toT family (toUInt8 .. toInt64, toFloat32/64, toDecimal32/64, toDate, toDate32, toDateTime,
 * toDateTime64, toString, toFixedString, toUUID, toBool), each with OrZero and OrNull variants where
 * ClickHouse has them.
 */
public final class ConversionFunctions {
    private ConversionFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("CAST", 2, ConversionFunctions::cast).caseInsensitiveName().ownNullHandling());
        registry.add(FunctionSpec.of("_CAST", 2, ConversionFunctions::cast).ownNullHandling());
        registry.add(FunctionSpec.of("accurateCast", 2, (name, args, ctx) -> {
            DataType target = targetType(name, args);
            return converting(target, ConversionMode.INSERT, ctx.timeZone());
        }).ownNullHandling());
        for (IntegerType t : List.of(IntegerType.UINT8, IntegerType.UINT16, IntegerType.UINT32, IntegerType.UINT64,
                IntegerType.INT8, IntegerType.INT16, IntegerType.INT32, IntegerType.INT64)) {
            simple(registry, "to" + t.name(), t);
        }
        simple(registry, "toFloat32", FloatType.FLOAT32);
        simple(registry, "toFloat64", FloatType.FLOAT64);
        simple(registry, "toDate", DateType.INSTANCE);
        simple(registry, "toDate32", Date32Type.INSTANCE);
        simple(registry, "toUUID", UuidType.INSTANCE);
        simple(registry, "toIPv4", IPv4Type.INSTANCE);
        simple(registry, "toIPv6", IPv6Type.INSTANCE);
        IpFunctions.register(registry);
        simple(registry, "toBool", BoolType.INSTANCE);
        registry.add(FunctionSpec.of("toString", 1, 2, ConversionFunctions::toStringFunction));
        registry.add(FunctionSpec.of("toFixedString", 2, ConversionFunctions::toFixedString));
        for (String family : List.of("toDecimal32", "toDecimal64")) {
            int precision = family.equals("toDecimal32") ? 9 : 18;
            for (ConversionMode mode : List.of(ConversionMode.CAST, ConversionMode.OR_ZERO, ConversionMode.OR_NULL)) {
                registry.add(FunctionSpec.of(family + suffix(mode), 2, (name, args, ctx) -> {
                    long scale = Arguments.constantLong(name, args, 1);
                    if (scale < 0 || scale > precision) {
                        throw new MergeLabException(ErrorCode.ARGUMENT_OUT_OF_BOUND, "Decimal scale " + scale
                                + " is out of bounds for function " + name + " (max " + precision + ")");
                    }
                    return converting(new DecimalType(precision, (int) scale), mode, ctx.timeZone());
                }));
            }
        }
        for (ConversionMode mode : List.of(ConversionMode.CAST, ConversionMode.OR_ZERO, ConversionMode.OR_NULL)) {
            registry.add(FunctionSpec.of("toDateTime" + suffix(mode), 1, 2, (name, args, ctx) -> {
                Optional<String> zone = args.size() > 1 ? Optional.of(zoneArg(name, args, 1)) : Optional.empty();
                return converting(new DateTimeType(zone), mode, ctx.timeZone());
            }));
            registry.add(FunctionSpec.of("toDateTime64" + suffix(mode), 2, 3, (name, args, ctx) -> {
                long precision = Arguments.constantLong(name, args, 1);
                if (precision < 0 || precision > 9) {
                    throw new MergeLabException(ErrorCode.ARGUMENT_OUT_OF_BOUND,
                            "DateTime64 precision " + precision + " is out of bounds for function " + name + " (max 9)");
                }
                Optional<String> zone = args.size() > 2 ? Optional.of(zoneArg(name, args, 2)) : Optional.empty();
                return converting(new DateTime64Type((int) precision, zone), mode, ctx.timeZone());
            }));
        }
    }

    private static String suffix(ConversionMode mode) {
        return switch (mode) {
            case OR_ZERO -> "OrZero";
            case OR_NULL -> "OrNull";
            default -> "";
        };
    }

    private static void simple(FunctionRegistry.Builder registry, String name, DataType target) {
        registry.add(FunctionSpec.of(name, 1, (n, args, ctx) -> converting(target, ConversionMode.CAST, ctx.timeZone())));
        if (!(target instanceof BoolType)) {
            registry.add(FunctionSpec.of(name + "OrZero", 1,
                    (n, args, ctx) -> textOnly(n, args, converting(target, ConversionMode.OR_ZERO, ctx.timeZone()))));
            registry.add(FunctionSpec.of(name + "OrNull", 1,
                    (n, args, ctx) -> textOnly(n, args, converting(target, ConversionMode.OR_NULL, ctx.timeZone()))));
        }
    }

    /** The OrZero / OrNull variants take String arguments, as in ClickHouse. */
    private static BoundFunction textOnly(String name, List<ArgumentType> args, BoundFunction f) {
        if (!TypeRules.isStringLike(args.get(0).type())) {
            throw Arguments.illegalType(name, args.get(0).type(), 0, "String or FixedString");
        }
        return f;
    }

    private static BoundFunction converting(DataType target, ConversionMode mode, ZoneId zone) {
        DataType result = mode == ConversionMode.OR_NULL ? new NullableType(target) : target;
        return Bound.throwing(result, (ops, rows, nulls) ->
                Conversions.convert(ops[0].expand(rows), result, mode, zone));
    }

    private static BoundFunction cast(String name, List<ArgumentType> args, FunctionContext ctx) {
        return converting(targetType(name, args), ConversionMode.CAST, ctx.timeZone());
    }

    private static DataType targetType(String name, List<ArgumentType> args) {
        return DataType.parse(Arguments.constantString(name, args, 1));
    }

    private static String zoneArg(String name, List<ArgumentType> args, int position) {
        String zone = Arguments.constantString(name, args, position);
        Zones.named(zone);
        return zone;
    }

    private static BoundFunction toStringFunction(String name, List<ArgumentType> args, FunctionContext ctx) {
        DataType source = args.get(0).type();
        ZoneId zone = args.size() > 1 ? Zones.named(zoneArg(name, args, 1)) : Zones.of(source, ctx.timeZone());
        if (args.size() > 1 && !(source instanceof DateTimeType || source instanceof DateTime64Type)) {
            throw Arguments.illegalType(name, source, 0, "DateTime or DateTime64 with a time zone argument");
        }
        if (args.size() == 1) {
            return converting(StringType.INSTANCE, ConversionMode.CAST, zone);
        }
        DataType inZone = source instanceof DateTime64Type d ? new DateTime64Type(d.precision(), Optional.of(zone.getId()))
                : new DateTimeType(Optional.of(zone.getId()));
        return Bound.of(StringType.INSTANCE, (ops, rows) -> Conversions.convert(
                ColumnOps.retype(ops[0].expand(rows), inZone), StringType.INSTANCE, ConversionMode.CAST, zone));
    }

    private static BoundFunction toFixedString(String name, List<ArgumentType> args, FunctionContext ctx) {
        if (!TypeRules.isStringLike(args.get(0).type())) {
            throw Arguments.illegalType(name, args.get(0).type(), 0, "String or FixedString");
        }
        long n = Arguments.constantLong(name, args, 1);
        if (n < 1 || n > 0xFFFFFF) {
            throw new MergeLabException(ErrorCode.ARGUMENT_OUT_OF_BOUND, "FixedString size " + n + " is out of bounds");
        }
        return converting(new FixedStringType((int) n), ConversionMode.CAST, ctx.timeZone());
    }
}
