package io.mergelab.engine.index.skip.set;

import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.index.skip.IndexElements;
import io.mergelab.engine.index.skip.SkipIndex;
import io.mergelab.engine.index.skip.SkipIndexType;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.type.DataType;

/** {@code TYPE set(max_rows)}: the distinct values of the index expression per index granule, up to max_rows (0: no limit). */
public final class SetIndexType implements SkipIndexType {
    public static final String NAME = "set";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SkipIndex create(IndexDefinition definition, DataType exprType) {
        if (definition.typeArgs().size() != 1) {
            throw new MergeLabException(ErrorCode.INCORRECT_QUERY, "Set index must have exactly one argument.");
        }
        if (!(definition.typeArgs().get(0) instanceof Literal l) || !(l.value() instanceof Long maxRows) || maxRows < 0) {
            throw new MergeLabException(ErrorCode.INCORRECT_QUERY, "Set index argument must be positive integer.");
        }
        IndexElements elements = IndexElements.of(definition.expr(), exprType);
        for (int i = 0; i < elements.size(); i++) {
            DataType t = elements.types().get(i);
            if (!SetKeys.supports(t)) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Set index " + definition.name()
                        + " cannot hold values of type " + t.name() + " (column " + elements.names().get(i) + ")");
            }
        }
        return new SetIndex(definition, elements, maxRows);
    }
}
