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

    /** Who asks: a read (skip indexes may be left to the streams) or EXPLAIN (which always shows the Skip stages). */
    public enum Purpose { READ, EXPLAIN }

    /** What a read of {@code table}'s active parts under {@code conditions} selects now. */
    public static Selection select(MergeTreeTable table, ReadConditions conditions) {
        return select(table, conditions, Purpose.READ);
    }

    /**
     * What a read of {@code table}'s active parts under {@code conditions} selects now. The Skip stages run here, after
     * the primary key, when {@code use_skip_indexes_on_data_read = 0} or for EXPLAIN; otherwise the usable indexes are
     * handed to the read streams ({@link Selection#skipIndexesForRead()}).
     */
    public static Selection select(MergeTreeTable table, ReadConditions conditions, Purpose purpose) {
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
        Selection.CacheLookups lookups = new Selection.CacheLookups(cached.hits(), cached.misses());
        List<UsableSkipIndex> usable = SkipIndexStage.usable(table, conditions);
        if (usable.isEmpty()) {
            return new Selection(selected, funnel, partsTotal, marksTotal, List.of(), 0, lookups);
        }
        if (purpose == Purpose.READ && conditions.settings().getBool("use_skip_indexes_on_data_read")) {
            return new Selection(selected, funnel, partsTotal, marksTotal, usable, 0, lookups);
        }
        long start = System.nanoTime();
        selected = SkipIndexStage.apply(selected, usable, funnel);
        return new Selection(selected, funnel, partsTotal, marksTotal, List.of(), System.nanoTime() - start, lookups);
    }
}
