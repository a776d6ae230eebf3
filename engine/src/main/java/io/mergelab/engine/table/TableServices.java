package io.mergelab.engine.table;

import io.mergelab.engine.index.cache.QueryConditionCache;
import io.mergelab.engine.merge.PartLogSink;

/**
 * What a MergeTree table shares with the rest of its engine: the query condition cache (null when none), where
 * retired parts wait for their readers, and where part events go (system.part_log, the merge scheduler).
 */
public record TableServices(QueryConditionCache conditionCache, PartRetirement retirement, PartLogSink partLog) {

    /** For a table opened on its own (tools, tests): no cache, no queries to wait for, no part log. */
    public static TableServices standalone() {
        return new TableServices(null, new PartRetirement(null), PartLogSink.NONE);
    }
}
