package io.mergelab.engine.index.skip.minmax;

import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.index.skip.IndexElements;
import io.mergelab.engine.index.skip.IndexTypes;
import io.mergelab.engine.index.skip.SkipIndex;
import io.mergelab.engine.index.skip.SkipIndexType;
import io.mergelab.engine.type.DataType;

/** {@code TYPE minmax}: the smallest and largest value of each element of the index expression per index granule. */
public final class MinMaxIndexType implements SkipIndexType {
    public static final String NAME = "minmax";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SkipIndex create(IndexDefinition definition, DataType exprType) {
        if (!definition.typeArgs().isEmpty()) {
            throw new MergeLabException(ErrorCode.INCORRECT_QUERY, "Index " + definition.name()
                    + " of type minmax takes no arguments, got " + definition.typeArgs().size());
        }
        IndexElements elements = IndexElements.of(definition.expr(), exprType);
        for (int i = 0; i < elements.size(); i++) {
            DataType t = IndexTypes.valueType(elements.types().get(i));
            boolean scalar = switch (t.representation()) {
                case LONG, DOUBLE, BYTES -> true;
                default -> false;
            };
            if (!scalar) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Data type of argument for minmax index must be comparable, got "
                        + elements.types().get(i).name() + " type for column " + elements.names().get(i) + " instead");
            }
        }
        return new MinMaxIndex(definition, elements);
    }
}
