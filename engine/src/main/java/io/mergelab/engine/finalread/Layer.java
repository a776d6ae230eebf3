package io.mergelab.engine.finalread;

import io.mergelab.engine.storage.PartRanges;
import java.util.List;

/**
 * One key slice of a FINAL read's intersecting ranges, merged by its own ReplacingSorted: the keys in
 * {@code (lower, upper]} ({@code null} = unbounded), read from {@code parts} — every granule of the group's
 * intersecting ranges that may hold such a key, one entry per part, oldest part first. Rows outside the slice are
 * filtered out, since the neighbouring layer reads the granules on the border too.
 */
public record Layer(List<PartRanges> parts, KeyBound lower, KeyBound upper) {
    public Layer {
        parts = List.copyOf(parts);
    }

    public boolean bounded() {
        return lower != null || upper != null;
    }

    /** ClickHouse's description of the slice filter: {@code filter values in ((1), (5)]}. */
    public String describe() {
        return "filter values in (" + (lower == null ? "-inf" : lower.describe()) + ", "
                + (upper == null ? "+inf" : upper.describe()) + "]";
    }
}
