package io.mergelab.engine.aggregate;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.AggregateFunctionType;
import io.mergelab.engine.type.DataType;
import java.util.List;

/**
 * The -State and -Merge combinators: {@code fState(args)} returns states of type
 * {@code AggregateFunction(f, types of args)}; {@code fMerge(states)} merges such states into f's result;
 * {@code fMergeState(states)} merges them into a state again (as AggregatingMergeTree's views roll states up).
 */
final class AggregateStates {
    private AggregateStates() {
    }

    /** {@code innerState(args)}, where inner may itself be {@code fIf} or {@code fMerge}. */
    static AggregateFunction state(AggregateDescription d, List<DataType> argumentTypes, String inner) {
        AggregateFunction wrapped = AggregateFunctions.resolve(rename(d, inner), argumentTypes);
        AggregateFunctionType type;
        if (wrapped.accumulators().get() instanceof MergeAccumulator) {
            type = (AggregateFunctionType) argumentTypes.get(0);
        } else {
            supported(d.function(), inner, argumentTypes);
            type = new AggregateFunctionType(inner, d.parameters(), argumentTypes);
        }
        return new AggregateFunction(d, type, argumentTypes, wrapped.valueArguments(), wrapped.hasCondition(),
                () -> new StateAccumulator(type, wrapped.newAccumulator()));
    }

    /** {@code innerMerge(states)}: one argument of type {@code AggregateFunction(inner, ...)}. */
    static AggregateFunction merge(AggregateDescription d, List<DataType> argumentTypes, String inner) {
        if (argumentTypes.size() != 1) {
            throw new MergeLabException(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH, "Aggregate function "
                    + d.function() + " requires exactly one argument, got " + argumentTypes.size());
        }
        if (!(argumentTypes.get(0) instanceof AggregateFunctionType states) || !states.function().equals(inner)
                || !states.parameters().equals(d.parameters())) {
            throw new MergeLabException(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT, "Illegal type "
                    + argumentTypes.get(0).name() + " of argument for aggregate function " + d.function()
                    + ", expected AggregateFunction(" + inner + ", ...) or equivalent type");
        }
        AggregateFunction wrapped = AggregateFunctions.resolve(rename(d, inner), states.arguments());
        return new AggregateFunction(d, wrapped.resultType(), argumentTypes, 1, false,
                () -> new MergeAccumulator(wrapped.newAccumulator()));
    }

    /** The same aggregate under another name (the wrapped function). */
    private static AggregateDescription rename(AggregateDescription d, String function) {
        return new AggregateDescription(function, d.parameters(), d.argumentColumns(), d.resultName(), d.distinct());
    }

    private static void supported(String name, String inner, List<DataType> argumentTypes) {
        String base = AggregateFunctions.baseName(inner);
        boolean nullable = argumentTypes.stream().anyMatch(DataType::isNullable);
        boolean scalarValues = argumentTypes.stream().allMatch(t -> t.unwrapLowCardinality().representation()
                != DataType.Representation.TUPLE);
        if (base == null || !AggregateFunctions.hasStates(base) || nullable || !scalarValues) {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "Aggregate function " + name
                    + " is not supported: MergeLab keeps states of count, sum, avg, min, max, any, anyLast, uniq and"
                    + " uniqExact over non-Nullable arguments");
        }
    }
}
