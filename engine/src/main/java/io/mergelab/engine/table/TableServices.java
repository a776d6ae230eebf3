package io.mergelab.engine.table;

import io.mergelab.engine.index.cache.QueryConditionCache;
import io.mergelab.engine.merge.MergeList;
import io.mergelab.engine.merge.PartLogSink;

/**
 * What a MergeTree table shares with the rest of its engine: the query condition cache (null when none), where
 * retired parts wait for their readers, where part events go (system.part_log, the merge scheduler) and where its
 * running merges and mutations are listed (system.merges).
 */
public record TableServices(QueryConditionCache conditionCache, PartRetirement retirement, PartLogSink partLog,
                            MergeList merges) {

    /** Services whose merges are listed nowhere else (a list of their own). */
    public TableServices(QueryConditionCache conditionCache, PartRetirement retirement, PartLogSink partLog) {
        this(conditionCache, retirement, partLog, new MergeList());
    }

    /** For a table opened on its own (tools, tests): no cache, no queries to wait for, no part log. */
    public static TableServices standalone() {
        return new TableServices(null, new PartRetirement(null), PartLogSink.NONE);
    }
}
