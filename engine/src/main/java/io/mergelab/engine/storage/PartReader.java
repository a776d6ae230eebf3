package io.mergelab.engine.storage;

import java.util.List;
import java.util.function.IntPredicate;

/** Entry points for reading part data. */
public final class PartReader {
    private PartReader() {
    }

    /**
     * Streams the requested columns (in the given order; names may repeat) over mark ranges
     * {@code [begin, end)}, in chunks of whole granules up to about {@code maxBlockRows} rows.
     */
    public static PartReadStream read(DataPart part, List<String> columnNames, List<MarkRange> ranges, int maxBlockRows) {
        return new PartReadStream(open(part, columnNames), ranges, maxBlockRows, null);
    }

    /**
     * As {@link #read(DataPart, List, List, int)}, reading only the granules {@code mayRead} accepts, each asked
     * right before it is read (streaming skip indexes).
     */
    public static PartReadStream read(DataPart part, List<String> columnNames, List<MarkRange> ranges, int maxBlockRows,
                                      IntPredicate mayRead) {
        return new PartReadStream(open(part, columnNames), ranges, maxBlockRows, mayRead);
    }

    /** Streams every granule of the part. */
    public static PartReadStream readAll(DataPart part, List<String> columnNames, int maxBlockRows) {
        return read(part, columnNames, List.of(new MarkRange(0, part.granules())), maxBlockRows);
    }

    /** A reader for arbitrary granule ranges, for callers that decide granule by granule (PREWHERE, skip indexes). */
    public static PartColumnsReader open(DataPart part, List<String> columnNames) {
        return new PartColumnsReader(part, columnNames, MarkCache.shared());
    }
}
