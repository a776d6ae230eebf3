package io.mergelab.engine.storage;

import java.util.List;

/** Mark ranges {@code [begin, end)} of one part, in order: what index analysis selects and a read stream reads. */
public record PartRanges(DataPart part, List<MarkRange> ranges) {
    public PartRanges {
        ranges = List.copyOf(ranges);
    }

    /** Every granule of {@code part} (the final mark excluded). */
    public static PartRanges whole(DataPart part) {
        return new PartRanges(part, List.of(new MarkRange(0, part.granules())));
    }

    public long marks() {
        long marks = 0;
        for (MarkRange r : ranges) {
            marks += r.size();
        }
        return marks;
    }

    public long rows() {
        long rows = 0;
        for (MarkRange r : ranges) {
            rows += part.rows(r);
        }
        return rows;
    }
}
