package io.mergelab.engine.index.cache;

import io.mergelab.engine.index.ReadConditions;
import io.mergelab.engine.storage.MarkRange;
import io.mergelab.engine.storage.PartRanges;
import io.mergelab.engine.table.MergeTreeTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The first stage of index analysis, as in ClickHouse: drops the marks the query condition cache knows cannot match
 * the read's condition. It has no row in the funnel (ClickHouse's EXPLAIN shows none either); the stages after it
 * start from what it kept.
 */
public final class ConditionCacheStage {
    private ConditionCacheStage() {
    }

    /** The parts kept (parts left without marks are dropped) and the cache lookups that found / missed an entry. */
    public record Result(List<PartRanges> parts, long hits, long misses) {
    }

    /**
     * The condition the cache is used with for this read: present when {@code use_query_condition_cache} is on,
     * the table has the engine's cache, and the read has a deterministic condition.
     */
    public static Optional<CacheableCondition> condition(MergeTreeTable table, ReadConditions conditions) {
        if (table.conditionCache().isEmpty() || !conditions.settings().getBool("use_query_condition_cache")) {
            return Optional.empty();
        }
        return CacheableCondition.of(conditions);
    }

    public static Result apply(MergeTreeTable table, ReadConditions conditions, List<PartRanges> parts) {
        Optional<CacheableCondition> condition = condition(table, conditions);
        if (condition.isEmpty()) {
            return new Result(parts, 0, 0);
        }
        QueryConditionCache cache = table.conditionCache().get();
        List<PartRanges> kept = new ArrayList<>(parts.size());
        long hits = 0;
        long misses = 0;
        for (PartRanges p : parts) {
            List<MarkRange> matching = cache.matchingRanges(table.uuid(), p.part().name(), condition.get(),
                    p.part().granules(), p.ranges());
            if (matching == null) {
                misses++;
                kept.add(p);
                continue;
            }
            hits++;
            if (!matching.isEmpty()) {
                kept.add(new PartRanges(p.part(), matching));
            }
        }
        return new Result(kept, hits, misses);
    }
}
