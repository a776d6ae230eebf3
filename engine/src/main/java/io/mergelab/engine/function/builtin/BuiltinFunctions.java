package io.mergelab.engine.function.builtin;

import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.arithmetic.ArithmeticFunctions;
import io.mergelab.engine.function.collection.CollectionFunctions;
import io.mergelab.engine.function.comparison.ComparisonFunctions;
import io.mergelab.engine.function.comparison.InFunctions;
import io.mergelab.engine.function.conditional.ConditionalFunctions;
import io.mergelab.engine.function.conditional.LogicalFunctions;
import io.mergelab.engine.function.conditional.NullFunctions;
import io.mergelab.engine.function.conversion.ConversionFunctions;
import io.mergelab.engine.function.misc.MiscFunctions;

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
        InFunctions.register(b);
        LogicalFunctions.register(b);
        ConditionalFunctions.register(b);
        NullFunctions.register(b);
        CollectionFunctions.register(b);
        ConversionFunctions.register(b);
        MiscFunctions.register(b);
        return b.build();
    }
}
