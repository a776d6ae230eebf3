package io.mergelab.engine.function.builtin;

import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.arithmetic.ArithmeticFunctions;
import io.mergelab.engine.function.comparison.ComparisonFunctions;

/** The registry of every built-in scalar function, assembled once. */
public final class BuiltinFunctions {
    private static final FunctionRegistry REGISTRY = create();

    private BuiltinFunctions() {
    }

    public static FunctionRegistry registry() {
        return REGISTRY;
    }

    private static FunctionRegistry create() {
        FunctionRegistry.Builder b = FunctionRegistry.builder();
        ArithmeticFunctions.register(b);
        ComparisonFunctions.register(b);
        return b.build();
    }
}
