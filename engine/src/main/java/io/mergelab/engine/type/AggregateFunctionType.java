package io.mergelab.engine.type;

import java.util.List;
import java.util.stream.Collectors;

/**
 * {@code AggregateFunction(name[(parameters)], argument types...)}: a column of aggregate states (what {@code sumState}
 * returns and {@code sumMerge} reads; AggregatingMergeTree merges them). Each value is one serialized state, held as
 * bytes.
 */
public record AggregateFunctionType(String function, List<Object> parameters, List<DataType> arguments)
        implements DataType {

    public AggregateFunctionType {
        parameters = List.copyOf(parameters);
        arguments = List.copyOf(arguments);
    }

    @Override
    public String name() {
        StringBuilder out = new StringBuilder("AggregateFunction(").append(function);
        if (!parameters.isEmpty()) {
            out.append('(').append(parameters.stream().map(String::valueOf).collect(Collectors.joining(", "))).append(')');
        }
        for (DataType t : arguments) {
            out.append(", ").append(t.name());
        }
        return out.append(')').toString();
    }

    @Override
    public Representation representation() {
        return Representation.BYTES;
    }
}
