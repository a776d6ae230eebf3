package io.mergelab.engine.storage;

import io.mergelab.engine.storage.codec.CompressedStreamWriter;
import io.mergelab.engine.storage.format.FileChecksum;

/**
 * Where a {@link GranuleListener} adds its own files to the part being written (a skip index's {@code .idx} and
 * marks): each is listed in the part's checksums and counted in its sizes. File names are plain names not used by
 * the part itself.
 */
public interface PartFileSink {
    /** A compressed stream file, compressed with the default codec; finish it with {@link #finishCompressed}. */
    CompressedStreamWriter openCompressed(String fileName);

    /** Flushes and forces a file opened by {@link #openCompressed} and records it; its marks are then available. */
    FileChecksum finishCompressed(String fileName);

    /** A small file written whole. */
    void addFile(String fileName, byte[] content);
}
