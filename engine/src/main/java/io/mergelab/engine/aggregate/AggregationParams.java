package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
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

    /**
     * Whether rows can be dealt to the merge bucket their group will fall in ({@link #rowHashes}) before they are
     * aggregated: one key held in a {@code long} or as bytes, the keys of the one-key tables.
     */
    public boolean partitionable() {
        if (keyTypes.size() != 1) {
            return false;
        }
        DataType.Representation r = keyTypes.get(0).representation();
        return r == DataType.Representation.LONG || r == DataType.Representation.BYTES;
    }

    /**
     * For each row of a chunk, the hash its group will have in a state's table ({@link AggregatedData#seal()}
     * buckets by it), so that rows dealt by {@link AggregatedData#bucketOf} land where the merge expects them.
     * Only for {@link #partitionable()} keys.
     */
    public void rowHashes(Chunk chunk, long[] out) {
        Column key = chunk.column(keyIndexes[0]);
        int rows = chunk.rows();
        if (key instanceof LongColumn l) {
            long[] v = l.values();
            for (int i = 0; i < rows; i++) {
                out[i] = LongKeyTable.hashOf(v[i]);
            }
            return;
        }
        BytesColumn b = (BytesColumn) key;
        byte[] data = b.data();
        int[] offsets = b.offsets();
        for (int i = 0; i < rows; i++) {
            out[i] = BytesKeyTable.hashOf(data, offsets[i], offsets[i + 1] - offsets[i]);
        }
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
                    return SmallIntKeyTable.fits(t) ? new SmallIntKeyTable((IntegerType) t) : new LongKeyTable(t, expectedGroups);
                }
                case BYTES -> {
                    return new BytesKeyTable(t, expectedGroups);
                }
                default -> {
                }
            }
        }
        PackedKeyTable packed = PackedKeyTable.forKeys(keyTypes, expectedGroups);
        return packed != null ? packed : new SerializedKeyTable(keyTypes, expectedGroups);
    }
}
