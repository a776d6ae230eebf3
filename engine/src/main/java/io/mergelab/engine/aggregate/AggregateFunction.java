package io.mergelab.engine.aggregate;

import io.mergelab.engine.type.DataType;
import java.util.List;
import java.util.function.Supplier;

/**
 * An aggregate resolved against its argument types: what it returns and how to make its per-run state.
 *
 * @param description    what the analyzer asked for
 * @param resultType     the output column's type
 * @param argumentTypes  the types of all arguments as given (the -If condition last)
 * @param valueArguments how many leading arguments are values; with -If the one after them is the condition
 * @param hasCondition   the -If combinator: the last argument filters rows
 * @param accumulators   makes an empty state for one hash table
 */
public record AggregateFunction(AggregateDescription description, DataType resultType, List<DataType> argumentTypes,
                                int valueArguments, boolean hasCondition, Supplier<Accumulator> accumulators) {
    public AggregateFunction {
        argumentTypes = List.copyOf(argumentTypes);
    }

    public Accumulator newAccumulator() {
        return accumulators.get();
    }

    /** {@code sum(Int64) → Int64}, {@code quantile(0.9)(UInt64) → Float64}, for EXPLAIN. */
    public String signature() {
        String parameters = description.parameters().isEmpty() ? ""
                : "(" + String.join(", ", description.parameters().stream().map(String::valueOf).toList()) + ")";
        return description.function() + parameters + "(" + String.join(", ", argumentTypes.stream().map(DataType::name)
                .toList()) + ") → " + resultType.name();
    }
}
