package io.mergelab.engine.type;

import java.util.List;

/**
 * Map(K, V): held like ClickHouse holds it, as Array(Tuple(K, V)) — an ArrayColumn (of this type) whose elements
 * are a TupleColumn of keys and values. Keys may repeat (ClickHouse keeps duplicates; lookups take the first).
 */
public record MapType(DataType key, DataType value) implements DataType {
    public MapType {
        if (key.isNullable()) {
            throw new IllegalArgumentException("Map cannot have a key of type " + key.name());
        }
    }

    @Override
    public String name() {
        return "Map(" + key.name() + ", " + value.name() + ")";
    }

    @Override
    public Representation representation() {
        return Representation.MAP;
    }

    /** The type of one entry: the element type of the Array a Map column is stored as. */
    public TupleType entryType() {
        return new TupleType(List.of(key, value));
    }
}
