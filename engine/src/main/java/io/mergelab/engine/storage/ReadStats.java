package io.mergelab.engine.storage;

/**
 * What a part reader has done so far: rows returned, bytes of compressed blocks loaded from disk (headers
 * included) and bytes those blocks decompressed to. Snapshots add up across readers with {@link #plus}.
 */
public record ReadStats(long rows, long compressedBytes, long uncompressedBytes) {
    public static final ReadStats ZERO = new ReadStats(0, 0, 0);

    public ReadStats plus(ReadStats other) {
        return new ReadStats(rows + other.rows, compressedBytes + other.compressedBytes, uncompressedBytes + other.uncompressedBytes);
    }
}
