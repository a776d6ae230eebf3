package io.mergelab.engine.system;

import io.mergelab.engine.type.DataType;

/** A column of a system table. */
public record SystemColumn(String name, DataType type) {
    public static SystemColumn of(String name, String type) {
        return new SystemColumn(name, DataType.parse(type));
    }
}
