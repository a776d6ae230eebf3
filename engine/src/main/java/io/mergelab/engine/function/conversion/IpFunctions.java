package io.mergelab.engine.function.conversion;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.ColumnOps;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.FixedStringType;
import io.mergelab.engine.type.IPv4Type;
import io.mergelab.engine.type.IPv6Type;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.time.ZoneOffset;
import java.util.List;

/**
 * ClickHouse's address functions over the IPv4 and IPv6 types: {@code IPv4NumToString}, {@code IPv4StringToNum},
 * {@code IPv6NumToString}, {@code IPv6StringToNum} (toIPv4 and toIPv6 are conversions, like toUUID). Each goes through
 * the types' own text forms, so a bad address fails as the conversion does (CANNOT_PARSE_IPV4 / _IPV6).
 */
final class IpFunctions {
    private static final FixedStringType BINARY16 = new FixedStringType(16);

    private IpFunctions() {
    }

    static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("IPv4NumToString", 1, (name, args, ctx) -> {
            requireInteger(name, args, IPv4Type.class);
            return unary(StringType.INSTANCE, c -> convert(convert(c, IPv4Type.INSTANCE), StringType.INSTANCE));
        }));
        registry.add(FunctionSpec.of("IPv4StringToNum", 1, (name, args, ctx) -> {
            requireText(name, args);
            return unary(IntegerType.UINT32, c -> convert(convert(c, IPv4Type.INSTANCE), IntegerType.UINT32));
        }));
        registry.add(FunctionSpec.of("IPv6NumToString", 1, (name, args, ctx) -> {
            DataType t = TypeRules.stripLowCardinality(args.get(0).type());
            if (!(t instanceof IPv6Type || t.equals(BINARY16))) {
                throw Arguments.illegalType(name, args.get(0).type(), 0, "FixedString(16) or IPv6");
            }
            return unary(StringType.INSTANCE, c -> convert(ColumnOps.retype(c, IPv6Type.INSTANCE), StringType.INSTANCE));
        }));
        registry.add(FunctionSpec.of("IPv6StringToNum", 1, (name, args, ctx) -> {
            requireText(name, args);
            return unary(BINARY16, c -> ColumnOps.retype(convert(c, IPv6Type.INSTANCE), BINARY16));
        }));
    }

    private interface ColumnFunction {
        Column apply(Column c);
    }

    private static BoundFunction unary(DataType result, ColumnFunction f) {
        return Bound.throwing(result, (ops, rows, nulls) -> f.apply(ops[0].expand(rows)));
    }

    private static Column convert(Column c, DataType to) {
        return Conversions.convert(c, to, ConversionMode.CAST, ZoneOffset.UTC);
    }

    private static void requireText(String name, List<ArgumentType> args) {
        if (!TypeRules.isStringLike(args.get(0).type())) {
            throw Arguments.illegalType(name, args.get(0).type(), 0, "String");
        }
    }

    private static void requireInteger(String name, List<ArgumentType> args, Class<? extends DataType> alsoAllowed) {
        DataType t = TypeRules.stripLowCardinality(args.get(0).type());
        if (!(TypeRules.asInteger(t) != null || alsoAllowed.isInstance(t))) {
            throw Arguments.illegalType(name, args.get(0).type(), 0, "an integer or IPv4");
        }
    }
}
