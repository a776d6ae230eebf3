package io.mergelab.engine.aggregate;

import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;
import io.mergelab.engine.type.DataType;
import java.util.List;

/**
 * The definition of one GROUP BY over an input layout: which input columns are keys, which aggregates read
 * which input columns. Immutable; {@link #newData()} makes the per-thread state.
 *
 * @param keyIndexes      input positions of the keys
 * @param keyTypes        their types
 * @param functions       the resolved aggregates
 * @param argumentIndexes per aggregate, the input positions of its arguments (the -If condition last)
 */
public record AggregationParams(int[] keyIndexes, List<DataType> keyTypes, List<AggregateFunction> functions,
                                int[][] argumentIndexes) {
    public AggregationParams {
        keyIndexes = keyIndexes.clone();
        keyTypes = List.copyOf(keyTypes);
        functions = List.copyOf(functions);
        argumentIndexes = argumentIndexes.clone();
        for (DataType t : keyTypes) {
            if (!SerializedKeyTable.supports(t)) {
                throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "GROUP BY a key of type " + t.name()
                        + " is not supported");
            }
        }
    }

    /** The same aggregates over a single group: the state WITH TOTALS merges every group into. */
    public AggregationParams withoutKeys() {
        return new AggregationParams(new int[0], List.of(), functions, argumentIndexes);
    }

    /** An empty aggregation state with the hash table that fits the keys. */
    public AggregatedData newData() {
        return newData(0);
    }

    /** An empty state sized for about {@code expectedGroups} groups (a merge knows the partial states' sizes). */
    public AggregatedData newData(int expectedGroups) {
        return new AggregatedData(this, newTable(expectedGroups));
    }

    private GroupKeyTable newTable(int expectedGroups) {
        if (keyTypes.isEmpty()) {
            return new SingleGroupTable();
        }
        if (keyTypes.size() == 1) {
            DataType t = keyTypes.get(0);
            switch (t.representation()) {
                case LONG -> {
                    return new LongKeyTable(t, expectedGroups);
                }
                case BYTES -> {
                    return new BytesKeyTable(t, expectedGroups);
                }
                default -> {
                }
            }
        }
        return new SerializedKeyTable(keyTypes, expectedGroups);
    }
}
