package io.mergelab.engine.storage.format;

/**
 * One line of {@code checksums.txt}: size on disk, xxHash64 of the content, and the uncompressed size of
 * the data ({@code .bin} files; equal to {@code size} for every other file).
 */
public record FileChecksum(long size, long hash, long uncompressedSize) {
}
