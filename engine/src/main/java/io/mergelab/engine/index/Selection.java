package io.mergelab.engine.index;

import io.mergelab.engine.storage.PartRanges;
import java.util.List;

/**
 * The parts and granules a read selects, in part order (parts with nothing to read are left out), the funnel of
 * index analysis stages that led there, how many parts and granules there were before any stage
 * (ProfileEvents SelectedPartsTotal, SelectedMarksTotal), and the time the primary key's search took
 * (FilteringMarksWithPrimaryKeyMicroseconds).
 */
public record Selection(List<PartRanges> parts, List<IndexStage> funnel, long partsTotal, long marksTotal,
                        long primaryKeyNanos) {
    public Selection {
        parts = List.copyOf(parts);
        funnel = List.copyOf(funnel);
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
