package io.mergelab.engine.index.skip.set;

import io.mergelab.engine.aggregate.AggregatedData;
import io.mergelab.engine.aggregate.AggregationParams;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import java.util.List;

/** The distinct-values table of a set index granule: GROUP BY's key tables, with no aggregates. */
final class SetKeys {
    private SetKeys() {
    }

    static boolean supports(DataType type) {
        try {
            params(List.of(type));
            return true;
        } catch (MergeLabException e) {
            return false;
        }
    }

    static AggregationParams params(List<DataType> types) {
        int[] keys = new int[types.size()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = i;
        }
        return new AggregationParams(keys, types, List.of(), new int[0][]);
    }

    static AggregatedData newTable(AggregationParams params) {
        return params.newData();
    }
}
