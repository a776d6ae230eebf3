package io.mergelab.engine.index.skip;

import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.NullableType;

/** Type helpers the index types share. */
public final class IndexTypes {
    private IndexTypes() {
    }

    /** {@code type} without LowCardinality and Nullable wrappers: the type of the non-NULL values. */
    public static DataType valueType(DataType type) {
        DataType t = type.unwrapLowCardinality();
        if (t instanceof NullableType n) {
            return n.nested().unwrapLowCardinality();
        }
        return t;
    }
}
