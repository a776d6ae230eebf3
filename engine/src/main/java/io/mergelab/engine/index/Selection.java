package io.mergelab.engine.index;

import io.mergelab.engine.IndexStage;
import io.mergelab.engine.storage.PartRanges;
import java.util.List;

/**
 * The parts and granules a read selects, in part order (parts with nothing to read are left out), the funnel of
 * index analysis stages that led there, how many parts and granules there were before any stage
 * (ProfileEvents SelectedPartsTotal, SelectedMarksTotal), and the time the primary key's search took
 * (FilteringMarksWithPrimaryKeyMicroseconds).
 *
 * <p>{@code skipIndexesForRead} are the skip indexes left for the read streams to check granule by granule
 * ({@code use_skip_indexes_on_data_read = 1}); empty when they were applied here (their Skip rows are in the funnel)
 * or none applies. {@code skipIndexNanos} is the time the upfront Skip stages took
 * (FilteringMarksWithSecondaryKeysMicroseconds). {@code cacheLookups} are the query condition cache lookups made
 * (ProfileEvents QueryConditionCacheHits / Misses).
 */
public record Selection(List<PartRanges> parts, List<IndexStage> funnel, long partsTotal, long marksTotal,
                        long primaryKeyNanos, List<UsableSkipIndex> skipIndexesForRead, long skipIndexNanos,
                        CacheLookups cacheLookups) {
    /** Query condition cache lookups, one per part: found an entry ({@code hits}) or not ({@code misses}). */
    public record CacheLookups(long hits, long misses) {
        public static final CacheLookups NONE = new CacheLookups(0, 0);
    }

    public Selection {
        parts = List.copyOf(parts);
        funnel = List.copyOf(funnel);
        skipIndexesForRead = List.copyOf(skipIndexesForRead);
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
