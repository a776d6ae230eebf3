package io.mergelab.engine.storage;

import io.mergelab.engine.type.DataType;

/** A physical column of a part: name, type and compression codec. */
public record PartColumn(String name, DataType type, Codec codec) {
    public PartColumn(String name, DataType type) {
        this(name, type, Codec.DEFAULT);
    }
}
