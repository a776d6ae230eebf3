package io.mergelab.engine.aggregate;

import java.util.concurrent.ConcurrentHashMap;

/**
 * How many groups each stream's hash table reached the last time an aggregation ran, by the aggregation's plan (its
 * keys, aggregates and everything below them), so the next run of the same aggregation sizes its tables at once
 * instead of growing them by doubling: ClickHouse's statistics behind {@code collect_hash_table_stats_during_aggregation}.
 * A run over a query's own data rehashes every group about twice on the way up (a tenth of a GROUP BY UserID's
 * time); one sized from the start does not. Process-wide, as ClickHouse's; bounded to
 * {@link #MAX_ENTRIES} aggregations (ClickHouse's {@code max_entries_for_hash_table_stats}).
 */
public final class HashTableSizeStats {
    public static final HashTableSizeStats SHARED = new HashTableSizeStats();
    static final int MAX_ENTRIES = 10_000;
    /** Below this many groups a table grows cheaply from its default size: no hint is given or kept. */
    static final int MIN_GROUPS = 10_000;

    private final ConcurrentHashMap<String, Integer> largest = new ConcurrentHashMap<>();

    HashTableSizeStats() {
    }

    /**
     * The groups to size each of {@code streams} tables for: what the largest stream reached last time; 0 when unknown
     * or when all the tables together would exceed {@code maxPreallocate} groups (then, as in ClickHouse, nothing is
     * sized ahead).
     */
    public int hint(String aggregation, int streams, long maxPreallocate) {
        Integer groups = largest.get(aggregation);
        return groups == null || (long) groups * streams > maxPreallocate ? 0 : groups;
    }

    /** Records the groups the largest stream of one run reached; a run of few groups forgets the aggregation. */
    public void record(String aggregation, int groups) {
        if (groups < MIN_GROUPS) {
            largest.remove(aggregation);
            return;
        }
        if (largest.size() >= MAX_ENTRIES && !largest.containsKey(aggregation)) {
            largest.clear();
        }
        largest.put(aggregation, groups);
    }
}
