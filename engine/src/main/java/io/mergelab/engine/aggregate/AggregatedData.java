package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import java.util.ArrayList;
import java.util.List;

/**
 * The aggregation state of one thread: a key → group table and one {@link Accumulator} per aggregate. Partial
 * states of several threads merge into one with {@link #mergeFrom}.
 */
public final class AggregatedData {
    private final AggregationParams params;
    private final GroupKeyTable table;
    private final Accumulator[] accumulators;
    /** No GROUP BY keys: every row belongs to group 0, so aggregates can skip the per-row group number. */
    private final boolean keyless;
    private int[] groupIds = new int[0];
    private int[] masked = new int[0];
    /** Set by {@link #seal()}: the key columns and each group's bucket hash. */
    private Column[] sealedKeys;
    private long[] buckets;

    AggregatedData(AggregationParams params, GroupKeyTable table) {
        this.params = params;
        this.table = table;
        this.keyless = table instanceof SingleGroupTable;
        List<AggregateFunction> functions = params.functions();
        accumulators = new Accumulator[functions.size()];
        for (int a = 0; a < accumulators.length; a++) {
            accumulators[a] = functions.get(a).newAccumulator();
            accumulators[a].ensureGroups(table.size());
        }
    }

    /** Heap bytes of this state: the key table, the aggregates' states, scratch arrays, sealed keys. */
    public long byteSize() {
        long bytes = table.byteSize() + 4L * (groupIds.length + masked.length);
        for (Accumulator a : accumulators) {
            bytes += a.byteSize();
        }
        if (sealedKeys != null) {
            bytes += 8L * buckets.length;
            for (Column k : sealedKeys) {
                bytes += k.byteSize();
            }
        }
        return bytes;
    }

    /** Whether there are no GROUP BY keys, so every row belongs to the one group. */
    public boolean keyless() {
        return keyless;
    }

    public int groups() {
        return table.size();
    }

    /**
     * Adds the rows of an input chunk, keeping copies of what the state needs (as the key tables and accumulators
     * do): the caller may reuse the chunk's arrays afterwards.
     */
    public void add(Chunk chunk) {
        if (sealedKeys != null) {
            throw new IllegalStateException("aggregation state is sealed");
        }
        int rows = chunk.rows();
        if (groupIds.length < rows) {
            groupIds = new int[rows];
            masked = new int[rows];
        }
        int[] keyIndexes = params.keyIndexes();
        Column[] keys = new Column[keyIndexes.length];
        for (int k = 0; k < keys.length; k++) {
            keys[k] = chunk.column(keyIndexes[k]);
        }
        table.groupIds(keys, rows, groupIds);
        for (int a = 0; a < accumulators.length; a++) {
            AggregateFunction f = params.functions().get(a);
            int[] argIndexes = params.argumentIndexes()[a];
            Column[] values = new Column[f.valueArguments()];
            int[] groups = groupIds;
            for (int v = 0; v < values.length; v++) {
                Column c = chunk.column(argIndexes[v]);
                if (c instanceof NullableColumn n) {
                    groups = skipNulls(groups, n.nulls(), rows);
                    c = n.nested();
                }
                values[v] = c;
            }
            if (f.hasCondition()) {
                groups = skipFalse(groups, chunk.column(argIndexes[argIndexes.length - 1]), rows);
            }
            accumulators[a].ensureGroups(table.size());
            if (keyless && groups == groupIds) {
                accumulators[a].addToFirstGroup(rows, values, groupIds);
            } else {
                accumulators[a].add(groups, rows, values);
            }
        }
    }

    /** The group ids with rows whose null flag is set replaced by -1, in the scratch array. */
    private int[] skipNulls(int[] groups, byte[] nulls, int rows) {
        for (int i = 0; i < rows; i++) {
            masked[i] = nulls[i] != 0 ? -1 : groups[i];
        }
        return masked;
    }

    /** The group ids with rows whose condition is 0 or NULL replaced by -1, in the scratch array. */
    private int[] skipFalse(int[] groups, Column condition, int rows) {
        if (condition instanceof NullableColumn n) {
            groups = skipNulls(groups, n.nulls(), rows);
            condition = n.nested();
        }
        long[] c = ((LongColumn) condition).values();
        for (int i = 0; i < rows; i++) {
            masked[i] = c[i] == 0 ? -1 : groups[i];
        }
        return masked;
    }

    /**
     * Ends adding: fixes the key columns and the bucket of every group, so several mergers can read this state
     * at once. The thread that built the state calls it before handing the state over.
     */
    public void seal() {
        if (sealedKeys != null) {
            return;
        }
        int groups = table.size();
        buckets = new long[groups];
        for (int g = 0; g < groups; g++) {
            buckets[g] = table.hash(g);
        }
        sealedKeys = table.keyColumns().toArray(new Column[0]);
    }

    /**
     * The merge bucket, of {@code buckets}, of a group with key hash {@code hash} ({@link GroupKeyTable#hash}): a
     * multiply and a shift of the upper 32 bits, not a division, since rows are dealt by it one at a time.
     */
    public static int bucketOf(long hash, int buckets) {
        return (int) (((hash >>> 32) * buckets) >>> 32);
    }

    /**
     * How many of the groups fall into bucket {@code bucket} of {@code buckets}. Only for a sealed state, which
     * several mergers may ask at once.
     */
    public int groupsIn(int bucket, int buckets) {
        if (sealedKeys == null) {
            throw new IllegalStateException("aggregation state is not sealed");
        }
        if (buckets == 1) {
            return this.buckets.length;
        }
        int n = 0;
        for (long h : this.buckets) {
            if (bucketOf(h, buckets) == bucket) {
                n++;
            }
        }
        return n;
    }

    /** Merges another thread's state of the same aggregation into this one. */
    public void mergeFrom(AggregatedData other) {
        mergeFrom(other, 0, 1);
    }

    /**
     * Merges the groups of {@code other} that fall into bucket {@code bucket} of {@code buckets} (by key hash):
     * mergers of different buckets touch disjoint keys, so they run in parallel and their results just add up.
     */
    public void mergeFrom(AggregatedData other, int bucket, int buckets) {
        other.seal();
        int otherGroups = other.groups();
        int[] selected = new int[otherGroups];
        int count = 0;
        for (int g = 0; g < otherGroups; g++) {
            if (buckets == 1 || bucketOf(other.buckets[g], buckets) == bucket) {
                selected[count++] = g;
            }
        }
        Column[] keys = other.sealedKeys.clone();
        if (count < otherGroups) {
            for (int k = 0; k < keys.length; k++) {
                keys[k] = keys[k].take(selected, count);
            }
        }
        int[] mapping = new int[count];
        table.groupIds(keys, count, mapping);
        for (int a = 0; a < accumulators.length; a++) {
            accumulators[a].ensureGroups(table.size());
            accumulators[a].merge(other.accumulators[a], selected, mapping, count);
        }
    }

    /**
     * Merges groups {@code groups[0..count)} of this state into the one group of {@code totals}, a state of the same
     * aggregates without keys ({@link AggregationParams#withoutKeys()}): the totals row of WITH TOTALS.
     */
    public void mergeGroupsInto(AggregatedData totals, int[] groups, int count) {
        int[] single = new int[count];
        for (int a = 0; a < accumulators.length; a++) {
            totals.accumulators[a].ensureGroups(1);
            totals.accumulators[a].merge(accumulators[a], groups, single, count);
        }
    }

    /** The result rows: keys, then one column per aggregate, in chunks of at most {@code maxRows} rows. */
    public List<Chunk> resultChunks(int maxRows) {
        int groups = table.size();
        if (groups == 0) {
            return List.of();
        }
        List<Column> columns = new ArrayList<>(table.keyColumns());
        for (Accumulator acc : accumulators) {
            columns.add(acc.result(groups));
        }
        Chunk all = new Chunk(columns, groups);
        if (groups <= maxRows) {
            return List.of(all);
        }
        List<Chunk> out = new ArrayList<>();
        for (int from = 0; from < groups; from += maxRows) {
            out.add(all.slice(from, Math.min(maxRows, groups - from)));
        }
        return out;
    }
}
