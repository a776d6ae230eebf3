package io.mergelab.engine.type;

import java.util.List;
import java.util.stream.Collectors;

/** Tuple(T1, T2, ...): one nested column per element; used by expressions such as tuple() and composite keys. */
public record TupleType(List<DataType> elements) implements DataType {
    public TupleType {
        elements = List.copyOf(elements);
    }

    @Override
    public String name() {
        return elements.stream().map(DataType::name).collect(Collectors.joining(", ", "Tuple(", ")"));
    }

    @Override
    public Representation representation() {
        return Representation.TUPLE;
    }
}
