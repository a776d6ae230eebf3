package io.mergelab.engine.function.misc;

import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.ColumnOps;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.type.StringType;

/** toTypeName. */
public final class MiscFunctions {
    private MiscFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("toTypeName", 1, (name, args, ctx) -> {
            String typeName = args.get(0).type().name();
            return Bound.of(StringType.INSTANCE,
                    (ops, rows) -> ColumnOps.replicate(ColumnOps.constant(StringType.INSTANCE, typeName), rows));
        }).ownNullHandling().withLowCardinalityTypes());
    }
}
