package io.mergelab.engine.join;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.NullableType;

/**
 * join_use_nulls: a side's columns as the join outputs them, Nullable where the type allows, NULL in the rows where
 * the side had no match (a type that cannot be inside Nullable, like Array, keeps its default values).
 */
final class JoinNulls {
    private JoinNulls() {
    }

    /** {@code c} as its Nullable type, NULL where {@code nulls[i] != 0}; already Nullable columns as they are. */
    static Column nullable(Column c, byte[] nulls) {
        if (c.type().unwrapLowCardinality() instanceof NullableType || !TypeRules.canBeInsideNullable(c.type().unwrapLowCardinality())) {
            return c;
        }
        return new NullableColumn(TypeRules.makeNullable(c.type()), c, nulls);
    }
}
