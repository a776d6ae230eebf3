package io.mergelab.engine.expr;

import java.util.Map;

/** The functions that take a lambda as first argument, and how each turns the mapped values into its result. */
final class HigherOrderFunctions {
    private static final Map<String, LambdaFunction.Kind> KINDS = Map.ofEntries(
            Map.entry("arrayMap", LambdaFunction.Kind.MAP),
            Map.entry("arrayFilter", LambdaFunction.Kind.FILTER),
            Map.entry("arrayFirst", LambdaFunction.Kind.FIRST),
            Map.entry("arrayFirstIndex", LambdaFunction.Kind.FIRST_INDEX),
            Map.entry("arrayLast", LambdaFunction.Kind.LAST),
            Map.entry("arrayLastIndex", LambdaFunction.Kind.LAST_INDEX),
            Map.entry("arraySort", LambdaFunction.Kind.SORT),
            Map.entry("arrayReverseSort", LambdaFunction.Kind.REVERSE_SORT),
            Map.entry("arrayFill", LambdaFunction.Kind.FILL),
            Map.entry("arrayReverseFill", LambdaFunction.Kind.REVERSE_FILL),
            Map.entry("arraySplit", LambdaFunction.Kind.SPLIT),
            Map.entry("arrayReverseSplit", LambdaFunction.Kind.REVERSE_SPLIT),
            Map.entry("arraySum", LambdaFunction.Kind.APPLY),
            Map.entry("arrayCumSum", LambdaFunction.Kind.APPLY),
            Map.entry("arrayCount", LambdaFunction.Kind.APPLY),
            Map.entry("arrayExists", LambdaFunction.Kind.APPLY),
            Map.entry("arrayAll", LambdaFunction.Kind.APPLY),
            Map.entry("arrayMin", LambdaFunction.Kind.APPLY),
            Map.entry("arrayMax", LambdaFunction.Kind.APPLY),
            Map.entry("arrayAvg", LambdaFunction.Kind.APPLY),
            Map.entry("arrayProduct", LambdaFunction.Kind.APPLY));

    private HigherOrderFunctions() {
    }

    /** The kind of a canonical function name, or null if the function takes no lambda. */
    static LambdaFunction.Kind kind(String canonicalName) {
        return KINDS.get(canonicalName);
    }
}
