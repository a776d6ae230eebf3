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
import java.util.List;

/** The registry of every built-in scalar function, one family after another as lookups need them. */
public final class BuiltinFunctions {
    private static final FunctionRegistry REGISTRY = create();

    private BuiltinFunctions() {
    }

    public static FunctionRegistry registry() {
        return REGISTRY;
    }

    private static FunctionRegistry create() {
        // registered as lookups need them, in this order (see FunctionRegistry.inFamilies)
        return FunctionRegistry.inFamilies(List.of(
                ArithmeticFunctions::register,
                ComparisonFunctions::register,
                InFunctions::register,
                LogicalFunctions::register,
                ConditionalFunctions::register,
                NullFunctions::register,
                CollectionFunctions::register,
                MapFunctions::register,
                ArrayFunctions::register,
                ArrayCombineFunctions::register,
                ArrayTransformFunctions::register,
                ConversionFunctions::register,
                MiscFunctions::register,
                DateFunctions::register,
                StringFunctions::register,
                StringEditFunctions::register,
                TokenSearchFunctions::register,
                RegexpFunctions::register,
                SplitFunctions::register,
                UrlFunctions::register,
                CharFunction::register,
                HashFunctions::register,
                IntHashFunctions::register,
                BitFunctions::register,
                MathFunctions::register,
                RandomFunctions::register,
                RoundingFunctions::register,
                LeastGreatest::register,
                FormattingFunctions::register,
                DigitEncodingFunctions::register,
                BarFunction::register));
    }
}
