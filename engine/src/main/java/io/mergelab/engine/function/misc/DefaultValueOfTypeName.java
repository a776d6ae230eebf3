package io.mergelab.engine.function.misc;

import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.ColumnOps;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.type.DataType;

/**
 * {@code defaultValueOfTypeName('T')}: the default value of type T (0, '', [], ...), and
 * {@code defaultValueOfArgumentType(x)}: that of x's type, as ClickHouse's functions.
 */
final class DefaultValueOfTypeName {
    private DefaultValueOfTypeName() {
    }

    static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("defaultValueOfTypeName", 1, (name, args, ctx) -> {
            DataType type = DataType.parse(Arguments.constantString(name, args, 0));
            ColumnBuilder b = ColumnBuilder.create(type, 1);
            b.appendDefault();
            var value = b.build();
            return Bound.of(type, (ops, rows) -> ColumnOps.replicate(value, rows));
        }).ownNullHandling());
        registry.add(FunctionSpec.of("defaultValueOfArgumentType", 1, (name, args, ctx) -> {
            DataType type = args.get(0).type();
            ColumnBuilder b = ColumnBuilder.create(type, 1);
            b.appendDefault();
            var value = b.build();
            return Bound.of(type, (ops, rows) -> ColumnOps.replicate(value, rows));
        }).ownNullHandling());
    }
}
