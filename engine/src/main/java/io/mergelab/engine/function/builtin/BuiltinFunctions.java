package io.mergelab.engine.function.builtin;

import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.arithmetic.ArithmeticFunctions;
import io.mergelab.engine.function.collection.ArrayCombineFunctions;
import io.mergelab.engine.function.collection.ArrayFunctions;
import io.mergelab.engine.function.collection.ArrayTransformFunctions;
import io.mergelab.engine.function.collection.CollectionFunctions;
import io.mergelab.engine.function.collection.MapFunctions;
import io.mergelab.engine.function.comparison.ComparisonFunctions;
import io.mergelab.engine.function.comparison.InFunctions;
import io.mergelab.engine.function.conditional.ConditionalFunctions;
import io.mergelab.engine.function.conditional.LogicalFunctions;
import io.mergelab.engine.function.conditional.NullFunctions;
import io.mergelab.engine.function.conversion.ConversionFunctions;
import io.mergelab.engine.function.date.DateFunctions;
import io.mergelab.engine.function.format.BarFunction;
import io.mergelab.engine.function.format.FormattingFunctions;
import io.mergelab.engine.function.format.DigitEncodingFunctions;
import io.mergelab.engine.function.hash.HashFunctions;
import io.mergelab.engine.function.bit.BitFunctions;
import io.mergelab.engine.function.hash.IntHashFunctions;
import io.mergelab.engine.function.math.MathFunctions;
import io.mergelab.engine.function.math.LeastGreatest;
import io.mergelab.engine.function.math.RoundingFunctions;
import io.mergelab.engine.function.misc.MiscFunctions;
import io.mergelab.engine.function.random.RandomFunctions;
import io.mergelab.engine.function.string.RegexpFunctions;
import io.mergelab.engine.function.string.SplitFunctions;
import io.mergelab.engine.function.string.StringEditFunctions;
import io.mergelab.engine.function.string.StringFunctions;
import io.mergelab.engine.function.string.TokenSearchFunctions;
import io.mergelab.engine.function.string.CharFunction;
import io.mergelab.engine.function.string.UrlFunctions;

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
        MapFunctions.register(b);
        ArrayFunctions.register(b);
        ArrayCombineFunctions.register(b);
        ArrayTransformFunctions.register(b);
        ConversionFunctions.register(b);
        MiscFunctions.register(b);
        DateFunctions.register(b);
        StringFunctions.register(b);
        StringEditFunctions.register(b);
        TokenSearchFunctions.register(b);
        RegexpFunctions.register(b);
        SplitFunctions.register(b);
        UrlFunctions.register(b);
        CharFunction.register(b);
        HashFunctions.register(b);
        IntHashFunctions.register(b);
        BitFunctions.register(b);
        MathFunctions.register(b);
        RandomFunctions.register(b);
        RoundingFunctions.register(b);
        LeastGreatest.register(b);
        FormattingFunctions.register(b);
        DigitEncodingFunctions.register(b);
        BarFunction.register(b);
        return b.build();
    }
}
