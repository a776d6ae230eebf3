package io.mergelab.engine.function.misc;

import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.ColumnOps;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.type.DataType;

/** {@code defaultValueOfTypeName('T')}: the default value of type T (0, '', [], ...), as ClickHouse's function. */
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
    }
}
