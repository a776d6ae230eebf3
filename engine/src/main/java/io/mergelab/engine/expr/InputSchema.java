package io.mergelab.engine.expr;

import io.mergelab.engine.type.DataType;
import java.util.List;

/** The columns an expression can read, in chunk order. */
public record InputSchema(List<String> names, List<DataType> types) {
    public InputSchema {
        names = List.copyOf(names);
        types = List.copyOf(types);
        if (names.size() != types.size()) {
            throw new IllegalArgumentException(names.size() + " names for " + types.size() + " types");
        }
    }

    public static InputSchema empty() {
        return new InputSchema(List.of(), List.of());
    }

    /** The position of a column, or -1. */
    public int indexOf(String name) {
        return names.indexOf(name);
    }
}
