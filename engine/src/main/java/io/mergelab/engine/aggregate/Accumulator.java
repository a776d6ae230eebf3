package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import java.nio.ByteBuffer;

/**
 * The states of one aggregate for every group of one hash table, held column-wise (state of group g at index g
 * of primitive arrays), so adding a chunk creates no per-row objects. Partial accumulators of the same aggregate
 * merge into each other: that is how per-thread results combine.
 */
public abstract class Accumulator {

    /** Makes room for groups {@code [0, groups)}; new groups start empty. */
    public abstract void ensureGroups(int groups);

    /**
     * Adds row i to group {@code groups[i]}; a negative group skips the row (NULL argument, false -If condition).
     * {@code args} are the value arguments with Nullable already unwrapped. The state copies what it keeps: the
     * arguments' arrays may be reused once this returns.
     */
    public abstract void add(int[] groups, int rows, Column[] args);

    /**
     * Adds every row to group 0: the aggregation without GROUP BY keys when no row is skipped. {@code zeros} holds
     * at least {@code rows} zeros; the default goes through {@link #add}, the common aggregates override it with a
     * loop that keeps the state in a local variable instead of reading a group number and indexing per row.
     */
    public void addToFirstGroup(int rows, Column[] args, int[] zeros) {
        add(zeros, rows, args);
    }

    /**
     * Merges groups of {@code other} (same aggregate) into this: group {@code otherGroups[i]} of other into group
     * {@code mapping[i]} of this, for i < count.
     */
    public abstract void merge(Accumulator other, int[] otherGroups, int[] mapping, int count);

    /** Heap bytes of the states, kept cheap to ask (array lengths and running counts), for the memory tracker. */
    public abstract long byteSize();

    /** The final values of groups {@code [0, groups)}. */
    public abstract Column result(int groups);

    /**
     * The states of groups {@code [0, groups)}, serialized (the -State combinator; AggregateFunction columns hold
     * them). Only the functions {@link AggregateFunctions#hasStates} names implement it.
     */
    public byte[][] states(int groups) {
        throw new IllegalStateException(getClass().getSimpleName() + " has no serialized state");
    }

    /** Merges serialized states: the state in row i of {@code states} into group {@code groups[i]} (negative skips). */
    public void addStates(int[] groups, int rows, BytesColumn states) {
        throw new IllegalStateException(getClass().getSimpleName() + " has no serialized state");
    }

    /**
     * {@code groups} with the rows whose state is empty skipped (-1): an empty value is the column's default, which
     * ClickHouse takes as the function's initial state, so it adds nothing (and has no bytes to read).
     */
    static int[] skippingEmptyStates(int[] groups, int rows, BytesColumn states) {
        int[] kept = groups;
        for (int i = 0; i < rows; i++) {
            if (states.length(i) == 0) {
                if (kept == groups) {
                    kept = groups.clone();
                }
                kept[i] = -1;
            }
        }
        return kept;
    }

    /** Row {@code row}'s state, ready to read. */
    static ByteBuffer state(BytesColumn states, int row) {
        return ByteBuffer.wrap(states.data(), states.start(row), states.length(row));
    }

    /** One long per group, as a state (count, sum). */
    static byte[][] longStates(long[] values, int groups) {
        byte[][] out = new byte[groups][];
        for (int g = 0; g < groups; g++) {
            out[g] = ByteBuffer.allocate(8).putLong(values[g]).array();
        }
        return out;
    }

    static int grow(int current, int needed) {
        return Math.max(needed, Math.max(16, current * 2));
    }
}
