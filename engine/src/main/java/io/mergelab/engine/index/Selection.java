package io.mergelab.engine.index;

import io.mergelab.engine.storage.PartRanges;
import java.util.List;

/**
 * The parts and granules a read selects, in part order (parts with nothing to read are left out), the funnel of
 * index analysis stages that led there, and how many parts and granules there were before any stage
 * (ProfileEvents SelectedPartsTotal, SelectedMarksTotal), and the query condition cache lookups made (ProfileEvents
 * QueryConditionCacheHits / Misses).
 */
public record Selection(List<PartRanges> parts, List<IndexStage> funnel, long partsTotal, long marksTotal,
                        CacheLookups cacheLookups) {
    /** Query condition cache lookups, one per part: found an entry ({@code hits}) or not ({@code misses}). */
    public record CacheLookups(long hits, long misses) {
        public static final CacheLookups NONE = new CacheLookups(0, 0);
    }

    public Selection {
        parts = List.copyOf(parts);
        funnel = List.copyOf(funnel);
    }

    /** A selection made without the query condition cache. */
    public Selection(List<PartRanges> parts, List<IndexStage> funnel, long partsTotal, long marksTotal) {
        this(parts, funnel, partsTotal, marksTotal, CacheLookups.NONE);
    }

    public long marks() {
        return parts.stream().mapToLong(PartRanges::marks).sum();
    }

    public long rows() {
        return parts.stream().mapToLong(PartRanges::rows).sum();
    }

    public long ranges() {
        return parts.stream().mapToLong(p -> p.ranges().size()).sum();
    }
}
