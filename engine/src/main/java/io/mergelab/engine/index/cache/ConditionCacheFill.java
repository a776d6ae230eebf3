package io.mergelab.engine.index.cache;

import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.MarkRange;
import io.mergelab.engine.storage.PartRanges;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What one run of a MergeTree read teaches the query condition cache about its condition. The read's streams tag
 * their chunks with a {@link ReadOrigin}; the filters of the read's condition report through it each granule they
 * leave without rows, and {@link #noMatch} writes those to the cache at once (a query cut short by LIMIT keeps what
 * it learnt). The first report for a part also clears the marks index analysis did not select: they were proved not
 * to match. Shared by the read's streams, so thread-safe.
 */
public final class ConditionCacheFill {
    private final QueryConditionCache cache;
    private final String tableUuid;
    private final CacheableCondition condition;
    private final Object readStep;
    private final Map<DataPart, List<MarkRange>> selected = new IdentityHashMap<>();
    private final Set<DataPart> started = ConcurrentHashMap.newKeySet();

    /**
     * A fill for the read {@code readStep} (the plan step, by identity: only filters of its condition report) of
     * {@code selection} from table {@code tableUuid}.
     */
    public ConditionCacheFill(QueryConditionCache cache, String tableUuid, CacheableCondition condition, Object readStep,
                              List<PartRanges> selection) {
        this.cache = cache;
        this.tableUuid = tableUuid;
        this.condition = condition;
        this.readStep = readStep;
        for (PartRanges p : selection) {
            selected.put(p.part(), p.ranges());
        }
    }

    /** True when this fill belongs to {@code step}'s read. */
    public boolean isFor(Object step) {
        return step == readStep;
    }

    /**
     * The origin of a chunk holding every row of {@code part}'s granules {@code marks} (ascending), with
     * {@code rowsPerMark} rows each.
     */
    public ReadOrigin origin(DataPart part, int[] marks, int[] rowsPerMark) {
        return new ReadOrigin(this, part, marks, rowsPerMark);
    }

    /** Records that the first {@code count} marks of {@code marks} of {@code part} have no matching row. */
    public void noMatch(DataPart part, int[] marks, int count) {
        List<MarkRange> firstTime = started.add(part) ? selected.get(part) : null;
        cache.recordNoMatch(tableUuid, part.name(), condition, part.granules(), firstTime, marks, count);
    }
}
