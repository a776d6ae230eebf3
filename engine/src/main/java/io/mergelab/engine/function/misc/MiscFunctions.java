package io.mergelab.engine.function.misc;

import io.mergelab.engine.Engine;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.ColumnOps;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.LowCardinalityType;
import io.mergelab.engine.type.StringType;

/**
 * toTypeName, toLowCardinality, version, currentDatabase (alias DATABASE), materialize, blockSize,
 * defaultValueOfTypeName.
 */
public final class MiscFunctions {
    private MiscFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("toTypeName", 1, (name, args, ctx) -> {
            String typeName = args.get(0).type().name();
            return Bound.of(StringType.INSTANCE,
                    (ops, rows) -> ColumnOps.replicate(ColumnOps.constant(StringType.INSTANCE, typeName), rows));
        }).ownNullHandling().withLowCardinalityTypes());
        registry.add(FunctionSpec.of("toLowCardinality", 1, (name, args, ctx) -> {
            DataType t = args.get(0).type();
            DataType result = t instanceof LowCardinalityType ? t : new LowCardinalityType(t);
            return Bound.of(result, (ops, rows) -> ColumnOps.retype(ops[0].expand(rows), result));
        }).ownNullHandling().withLowCardinalityTypes());
        registry.add(FunctionSpec.of("version", 0, (name, args, ctx) -> Bound.of(StringType.INSTANCE,
                (ops, rows) -> ColumnOps.replicate(ColumnOps.constant(StringType.INSTANCE, Engine.version()), rows)))
                .caseInsensitiveName());
        registry.add(FunctionSpec.of("currentDatabase", 0, (name, args, ctx) -> Bound.of(StringType.INSTANCE,
                (ops, rows) -> ColumnOps.replicate(ColumnOps.constant(StringType.INSTANCE, ctx.currentDatabase()), rows)))
                .caseInsensitiveName());
        registry.add(FunctionSpec.of("DATABASE", 0, (name, args, ctx) -> Bound.of(StringType.INSTANCE,
                (ops, rows) -> ColumnOps.replicate(ColumnOps.constant(StringType.INSTANCE, ctx.currentDatabase()), rows)))
                .caseInsensitiveName());
        // materialize(x): x as a full column; never folded into a constant, as in ClickHouse
        registry.add(FunctionSpec.of("materialize", 1, (name, args, ctx) -> Bound.volatileOf(args.get(0).type(),
                (ops, rows) -> ops[0].expand(rows))).ownNullHandling().withLowCardinalityTypes());
        // blockSize(): the rows of the block being processed, as in ClickHouse; shows how a read cut its blocks
        registry.add(FunctionSpec.of("blockSize", 0, (name, args, ctx) -> Bound.volatileOf(IntegerType.UINT64,
                (ops, rows) -> ColumnOps.replicate(ColumnOps.constant(IntegerType.UINT64, (long) rows), rows))));
        DefaultValueOfTypeName.register(registry);
    }
}
