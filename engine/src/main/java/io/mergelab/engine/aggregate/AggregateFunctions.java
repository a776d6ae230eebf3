package io.mergelab.engine.aggregate;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.error.NameHints;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.LowCardinalityType;
import io.mergelab.engine.type.NullableType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The aggregate functions: which names exist (ClickHouse's case rules: {@code count}, {@code sum}, {@code avg},
 * {@code min}, {@code max} in any case, the rest exactly; the {@code If} suffix exactly), their result types, and
 * their states ({@code median} and {@code medianExact} are aliases of quantile and quantileExact). Combinators: {@code -If} for every function; Nullable arguments as ClickHouse's Null combinator
 * (NULL rows skipped, result Nullable unless the function never returns NULL: count, uniq*, groupArray,
 * quantiles); {@code DISTINCT} for count (as uniqExact) and where it cannot change the result; {@code -State},
 * {@code -Merge} and {@code -MergeState} ({@link AggregateStates}) for the functions {@link #hasStates} names.
 */
public final class AggregateFunctions {
    private static final Set<String> CASE_INSENSITIVE = Set.of("count", "sum", "avg", "min", "max");
    private static final List<String> NAMES = List.of("count", "sum", "avg", "min", "max", "any", "anyLast", "argMin",
            "argMax", "uniq", "uniqExact", "quantile", "quantiles", "quantileExact", "groupArray");
    /** Functions whose result is never NULL, so Nullable arguments do not make a Nullable result. */
    private static final Set<String> NEVER_NULL = Set.of("count", "uniq", "uniqExact", "groupArray", "quantiles");
    /** Functions DISTINCT does not change. */
    private static final Set<String> DISTINCT_INVARIANT = Set.of("min", "max", "any", "anyLast", "argMin", "argMax",
            "uniq", "uniqExact");
    /** ClickHouse's aliases, resolved to the function they name. */
    private static final Map<String, String> ALIASES = Map.of("median", "quantile", "medianExact",
            "quantileExact");
    private static final String IF = "If";
    private static final String STATE = "State";
    private static final String MERGE = "Merge";
    /** The functions whose states serialize (AggregateFunction columns, -State, -Merge). */
    private static final Set<String> WITH_STATES = Set.of("count", "sum", "avg", "min", "max", "any", "anyLast",
            "uniq", "uniqExact");

    private AggregateFunctions() {
    }

    /** The aggregate functions' names and aliases (without combinators), for "maybe you meant" hints. */
    public static List<String> names() {
        List<String> all = new ArrayList<>(NAMES);
        all.addAll(ALIASES.keySet());
        return all;
    }

    /** Whether ClickHouse matches this aggregate function's name in any case. */
    public static boolean isCaseInsensitive(String name) {
        return CASE_INSENSITIVE.contains(name);
    }

    /** The function an alias names ({@code median} → {@code quantile}), or the empty string for a function's own name. */
    public static String aliasTarget(String name) {
        return ALIASES.getOrDefault(name, "");
    }

    public static boolean isAggregate(String name) {
        return canonical(name) != null
                || name.endsWith(IF) && name.length() > IF.length() && canonical(stripIf(name)) != null
                || combinator(name, STATE) != null && isAggregate(combinator(name, STATE))
                || combinator(name, MERGE) != null && isAggregate(combinator(name, MERGE));
    }

    /** Whether {@code -State} / {@code -Merge} work with the function (its state has a serialized form). */
    public static boolean hasStates(String function) {
        return WITH_STATES.contains(function);
    }

    /** The name without the combinator {@code suffix}, or null when it does not end so. */
    private static String combinator(String name, String suffix) {
        return name.endsWith(suffix) && name.length() > suffix.length() && canonical(name) == null
                ? name.substring(0, name.length() - suffix.length()) : null;
    }

    public static DataType resultType(AggregateDescription d, List<DataType> argumentTypes) {
        return resolve(d, argumentTypes).resultType();
    }

    /** Resolves the aggregate against its argument types, with the errors ClickHouse gives at analysis. */
    public static AggregateFunction resolve(AggregateDescription d, List<DataType> argumentTypes) {
        String name = d.function();
        if (combinator(name, STATE) != null) {
            return AggregateStates.state(d, argumentTypes, combinator(name, STATE));
        }
        if (combinator(name, MERGE) != null) {
            return AggregateStates.merge(d, argumentTypes, combinator(name, MERGE));
        }
        String base = canonical(name);
        boolean ifCombinator = false;
        if (base == null && name.endsWith(IF) && name.length() > IF.length()) {
            base = canonical(stripIf(name));
            ifCombinator = base != null;
        }
        if (base == null) {
            throw new MergeLabException(ErrorCode.UNKNOWN_AGGREGATE_FUNCTION,
                    "Unknown aggregate function " + name + hint(name));
        }
        List<DataType> values = argumentTypes;
        if (ifCombinator) {
            if (argumentTypes.isEmpty()) {
                throw new MergeLabException(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH,
                        "Aggregate function " + name + " requires at least one argument (the condition)");
            }
            DataType cond = stripNullable(argumentTypes.get(argumentTypes.size() - 1)).unwrapLowCardinality();
            if (!(cond instanceof BoolType || cond.equals(IntegerType.UINT8))) {
                throw new MergeLabException(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT, "Illegal type "
                        + argumentTypes.get(argumentTypes.size() - 1).name()
                        + " of last argument for aggregate function with If suffix " + name + ": must be UInt8 or Bool");
            }
            values = argumentTypes.subList(0, argumentTypes.size() - 1);
        }
        if (d.distinct()) {
            if (base.equals("count")) {
                if (values.isEmpty()) {
                    throw new MergeLabException(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH,
                            "Aggregate function count(DISTINCT ...) requires at least one argument");
                }
                base = "uniqExact";
            } else if (!DISTINCT_INVARIANT.contains(base)) {
                throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED,
                        "DISTINCT is not supported for aggregate function " + name);
            }
        }
        boolean nullable = values.stream().anyMatch(DataType::isNullable);
        List<DataType> nested = values.stream().map(AggregateFunctions::stripNullable).toList();
        Signature s = signature(base, name, d.parameters(), nested);
        DataType result = s.resultType();
        Supplier<Accumulator> factory = s.accumulators();
        if (nullable && !NEVER_NULL.contains(base)) {
            DataType nullableResult = makeNullable(result);
            Supplier<Accumulator> inner = factory;
            factory = () -> new NullableResultAccumulator(nullableResult, inner.get());
            result = nullableResult;
        }
        return new AggregateFunction(d, result, argumentTypes, values.size(), ifCombinator, factory);
    }

    private record Signature(DataType resultType, Supplier<Accumulator> accumulators) {
    }

    private static Signature signature(String base, String name, List<Object> params, List<DataType> args) {
        switch (base) {
            case "count" -> {
                noParameters(name, params);
                return new Signature(IntegerType.UINT64, CountAccumulator::new);
            }
            case "sum" -> {
                noParameters(name, params);
                DataType t = single(name, args);
                if (t instanceof FloatType) {
                    return new Signature(FloatType.FLOAT64, SumDoubleAccumulator::new);
                }
                DataType r = t instanceof DecimalType dec ? new DecimalType(DecimalType.MAX_PRECISION, dec.scale())
                        : t instanceof IntegerType i && i.signed() ? IntegerType.INT64
                        : t instanceof IntegerType || t instanceof BoolType ? IntegerType.UINT64 : null;
                if (r == null) {
                    throw illegalType(t, name);
                }
                return new Signature(r, () -> new SumLongAccumulator(r));
            }
            case "avg" -> {
                noParameters(name, params);
                DataType t = single(name, args);
                AvgAccumulator.Input input;
                double divisor = 1;
                if (t instanceof FloatType) {
                    input = AvgAccumulator.Input.FLOAT;
                } else if (t instanceof IntegerType i && i.isUInt64()) {
                    input = AvgAccumulator.Input.UNSIGNED64;
                } else if (t instanceof IntegerType || t instanceof BoolType) {
                    input = AvgAccumulator.Input.SIGNED;
                } else if (t instanceof DecimalType dec) {
                    input = AvgAccumulator.Input.SIGNED;
                    divisor = Math.pow(10, dec.scale());
                } else {
                    throw illegalType(t, name);
                }
                AvgAccumulator.Input in = input;
                double div = divisor;
                return new Signature(FloatType.FLOAT64, () -> new AvgAccumulator(in, div));
            }
            case "min", "max", "any", "anyLast" -> {
                noParameters(name, params);
                DataType t = comparable(name, single(name, args));
                SelectAccumulator.Kind kind = switch (base) {
                    case "min" -> SelectAccumulator.Kind.MIN;
                    case "max" -> SelectAccumulator.Kind.MAX;
                    case "any" -> SelectAccumulator.Kind.ANY;
                    default -> SelectAccumulator.Kind.ANY_LAST;
                };
                return new Signature(t, () -> new SelectAccumulator(kind, t));
            }
            case "argMin", "argMax" -> {
                noParameters(name, params);
                arity(name, args, 2);
                DataType arg = comparable(name, args.get(0));
                DataType val = comparable(name, args.get(1));
                boolean max = base.equals("argMax");
                return new Signature(arg, () -> new ArgSelectAccumulator(max, ValueStore.forType(arg),
                        ValueStore.forType(val)));
            }
            case "uniq", "uniqExact" -> {
                noParameters(name, params);
                if (args.isEmpty()) {
                    throw new MergeLabException(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH,
                            "Aggregate function " + name + " requires at least one argument");
                }
                // Any type: values are hashed element by element (KeyHash), arrays and tuples included.
                return new Signature(IntegerType.UINT64,
                        base.equals("uniq") ? UniqAccumulator::new : UniqExactAccumulator::new);
            }
            case "quantile", "quantileExact" -> {
                DataType t = single(name, args);
                double level = levels(name, params, false)[0];
                if (base.equals("quantile")) {
                    numeric(name, t);
                    return new Signature(FloatType.FLOAT64, () -> new QuantileAccumulator(
                            QuantileAccumulator.Mode.INTERPOLATED, new double[] {level}, FloatType.FLOAT64, false,
                            isUInt64(t)));
                }
                boolean sameTypeResult = t instanceof DateType || t instanceof Date32Type || t instanceof DateTimeType
                        || t instanceof DateTime64Type || t instanceof DecimalType;
                if (!sameTypeResult) {
                    numeric(name, t);
                }
                boolean longs = !(t instanceof FloatType);
                return new Signature(t, () -> new QuantileAccumulator(QuantileAccumulator.Mode.EXACT,
                        new double[] {level}, t, longs, isUInt64(t)));
            }
            case "quantiles" -> {
                DataType t = single(name, args);
                numeric(name, t);
                double[] levels = levels(name, params, true);
                ArrayType r = new ArrayType(FloatType.FLOAT64);
                return new Signature(r, () -> new QuantileAccumulator(QuantileAccumulator.Mode.INTERPOLATED_ARRAY,
                        levels, r, false, isUInt64(t)));
            }
            case "groupArray" -> {
                DataType t = single(name, args);
                if (params.size() > 1) {
                    throw new MergeLabException(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH,
                            "Incorrect number of parameters for aggregate function " + name + ", should be 0 or 1");
                }
                long max = params.isEmpty() ? Long.MAX_VALUE : positiveInteger(name, params.get(0));
                ArrayType r = new ArrayType(t);
                return new Signature(r, () -> new GroupArrayAccumulator(r, max));
            }
            default -> throw new IllegalStateException("unhandled aggregate " + base);
        }
    }

    private static String canonical(String name) {
        if (NAMES.contains(name)) {
            return name;
        }
        if (ALIASES.containsKey(name)) {
            return ALIASES.get(name);
        }
        String lower = name.toLowerCase(Locale.ROOT);
        return CASE_INSENSITIVE.contains(lower) ? lower : null;
    }

    /** The function a name stands for without its -If combinator ({@code sumIf} → sum), or null. */
    static String baseName(String name) {
        String base = canonical(name);
        return base != null || !name.endsWith(IF) ? base : canonical(stripIf(name));
    }

    private static String stripIf(String name) {
        return name.substring(0, name.length() - IF.length());
    }

    /** {@code . Maybe you meant: ['sum']}: the closest aggregate names, with their -If forms. */
    private static String hint(String name) {
        List<String> candidates = new ArrayList<>();
        for (String n : NAMES) {
            candidates.add(n);
            candidates.add(n + IF);
        }
        return NameHints.suffix(name, candidates);
    }

    static DataType stripNullable(DataType t) {
        if (t instanceof NullableType n) {
            return n.nested();
        }
        if (t instanceof LowCardinalityType lc && lc.nested() instanceof NullableType n) {
            return new LowCardinalityType(n.nested());
        }
        return t;
    }

    private static DataType makeNullable(DataType t) {
        if (t instanceof LowCardinalityType lc) {
            return new LowCardinalityType(new NullableType(lc.nested()));
        }
        return new NullableType(t);
    }

    private static void noParameters(String name, List<Object> params) {
        if (!params.isEmpty()) {
            throw new MergeLabException(ErrorCode.AGGREGATE_FUNCTION_DOESNT_ALLOW_PARAMETERS,
                    "Aggregate function " + name + " cannot have parameters");
        }
    }

    private static void arity(String name, List<DataType> args, int n) {
        if (args.size() != n) {
            throw new MergeLabException(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH, "Number of arguments for aggregate "
                    + "function " + name + " doesn't match: passed " + args.size() + ", should be " + n);
        }
    }

    private static DataType single(String name, List<DataType> args) {
        arity(name, args, 1);
        return args.get(0);
    }

    private static MergeLabException illegalType(DataType t, String name) {
        return new MergeLabException(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT,
                "Illegal type " + t.name() + " of argument for aggregate function " + name);
    }

    private static DataType comparable(String name, DataType t) {
        if (!ValueStore.supports(t)) {
            throw illegalType(t, name);
        }
        return t;
    }

    private static void numeric(String name, DataType t) {
        if (!(t instanceof IntegerType || t instanceof FloatType)) {
            throw illegalType(t, name);
        }
    }

    private static boolean isUInt64(DataType t) {
        return t instanceof IntegerType i && i.isUInt64();
    }

    private static double[] levels(String name, List<Object> params, boolean many) {
        if (params.isEmpty()) {
            if (many) {
                throw new MergeLabException(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH,
                        "Aggregate function " + name + " requires at least one parameter (a level)");
            }
            return new double[] {0.5};
        }
        if (!many && params.size() > 1) {
            throw new MergeLabException(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH,
                    "Aggregate function " + name + " requires at most one parameter (the level)");
        }
        double[] out = new double[params.size()];
        for (int i = 0; i < out.length; i++) {
            if (!(params.get(i) instanceof Number n) || !(n.doubleValue() >= 0 && n.doubleValue() <= 1)) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Quantile level is out of range [0..1]: "
                        + params.get(i) + " for aggregate function " + name);
            }
            out[i] = n.doubleValue();
        }
        return out;
    }

    private static long positiveInteger(String name, Object param) {
        if (param instanceof Long l && l > 0) {
            return l;
        }
        throw new MergeLabException(ErrorCode.BAD_ARGUMENTS,
                "Parameter for aggregate function " + name + " should be a positive integer, got " + param);
    }
}
