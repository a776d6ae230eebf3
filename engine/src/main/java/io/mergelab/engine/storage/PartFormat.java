package io.mergelab.engine.storage;

/**
 * How a part stores its columns, ClickHouse's part types: Wide (files per column substream, {@code <stream>.bin} and
 * {@code .mrk2}) or Compact (every column in one {@code data.bin}, granule by granule, with one {@code data.mrk3}).
 * Small parts are Compact so that writing them creates few files.
 */
public enum PartFormat {
    WIDE("Wide"), COMPACT("Compact");

    private final String typeName;

    PartFormat(String typeName) {
        this.typeName = typeName;
    }

    /** The name system.parts shows in {@code part_type}. */
    public String typeName() {
        return typeName;
    }

    /**
     * The format of a part expected to hold {@code bytes} uncompressed bytes in {@code rows} rows, decided before it is
     * written as ClickHouse's {@code MergeTreeData::choosePartFormat} does: Compact when either is below its
     * threshold ({@code min_bytes_for_wide_part}, {@code min_rows_for_wide_part}; 0 turns a threshold off).
     */
    public static PartFormat choose(long minBytesForWidePart, long minRowsForWidePart, long bytes, long rows) {
        return bytes < minBytesForWidePart || rows < minRowsForWidePart ? COMPACT : WIDE;
    }
}
