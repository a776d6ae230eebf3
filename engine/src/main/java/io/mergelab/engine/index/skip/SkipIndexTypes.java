package io.mergelab.engine.index.skip;

import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.index.skip.bloom.BloomFilterIndexType;
import io.mergelab.engine.index.skip.minmax.MinMaxIndexType;
import io.mergelab.engine.index.skip.set.SetIndexType;
import io.mergelab.engine.index.skip.text.NgramBloomFilterIndexType;
import io.mergelab.engine.index.skip.text.TokenBloomFilterIndexType;
import io.mergelab.engine.type.DataType;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The skip index types MergeLab knows, by the name written in {@code TYPE name(...)}. Each type is listed once here;
 * its on-disk name never changes.
 */
public final class SkipIndexTypes {
    private static final Map<String, SkipIndexType> TYPES = register(
            new MinMaxIndexType(),
            new SetIndexType(),
            new BloomFilterIndexType(),
            new NgramBloomFilterIndexType(),
            new TokenBloomFilterIndexType());

    private SkipIndexTypes() {
    }

    private static Map<String, SkipIndexType> register(SkipIndexType... types) {
        Map<String, SkipIndexType> map = new LinkedHashMap<>();
        for (SkipIndexType t : types) {
            if (map.put(t.name(), t) != null) {
                throw new IllegalStateException("Skip index type " + t.name() + " registered twice");
            }
        }
        return Collections.unmodifiableMap(map);
    }

    /** The type called {@code name}; INCORRECT_QUERY naming the available types when there is none. */
    public static SkipIndexType get(String name) {
        SkipIndexType t = TYPES.get(name);
        if (t == null) {
            throw new MergeLabException(ErrorCode.INCORRECT_QUERY, "Unknown Index type '" + name + "'. Available index types: "
                    + String.join(", ", TYPES.keySet()));
        }
        return t;
    }

    /** The index {@code definition} declares over an expression of type {@code exprType}, its arguments checked. */
    public static SkipIndex create(IndexDefinition definition, DataType exprType) {
        return get(definition.type()).create(definition, exprType);
    }
}
