package io.mergelab.engine.index;

import io.mergelab.engine.index.cache.ConditionCacheStage;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.PartRanges;
import io.mergelab.engine.table.MergeTreeTable;
import java.util.ArrayList;
import java.util.List;

/**
 * Selects what a MergeTree read reads: starting from every granule of the given parts, each stage of index
 * analysis narrows the mark ranges and records its row of the funnel, in ClickHouse's order (query condition
 * cache, which records no row, then MinMax, Partition, PrimaryKey, Skip). The pipeline, EXPLAIN and EXPLAIN ESTIMATE all ask here, so what they report agrees.
 */
public final class IndexAnalysis {
    private IndexAnalysis() {
    }

    /** What a read of {@code table}'s active parts under {@code conditions} selects now. */
    public static Selection select(MergeTreeTable table, ReadConditions conditions) {
        List<PartRanges> selected = new ArrayList<>();
        for (DataPart p : table.activeParts()) {
            if (p.granules() > 0) {
                selected.add(PartRanges.whole(p));
            }
        }
        long partsTotal = selected.size();
        long marksTotal = selected.stream().mapToLong(PartRanges::marks).sum();
        ConditionCacheStage.Result cached = ConditionCacheStage.apply(table, conditions, selected);
        selected = new ArrayList<>(cached.parts());
        List<IndexStage> funnel = new ArrayList<>();
        return new Selection(selected, funnel, partsTotal, marksTotal,
                new Selection.CacheLookups(cached.hits(), cached.misses()));
    }
}
