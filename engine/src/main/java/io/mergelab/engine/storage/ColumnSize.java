package io.mergelab.engine.storage;

/** On-disk sizes of one column of a part, summed over its substreams. */
public record ColumnSize(long compressedBytes, long uncompressedBytes, long marksBytes) {
}
