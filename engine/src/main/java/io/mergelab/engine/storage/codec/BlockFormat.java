package io.mergelab.engine.storage.codec;

/**
 * Layout of a compressed block in a {@code .bin} file:
 *
 * <pre>
 * offset 0   UInt64  xxHash64 (seed 0) of bytes [8, 17 + compressed size): header fields and payload
 * offset 8   UInt8   method ({@link CompressionMethod})
 * offset 9   UInt32  compressed size of the payload
 * offset 13  UInt32  uncompressed size
 * offset 17  payload
 * </pre>
 * All little-endian. Blocks follow each other with no gaps; a file is a sequence of blocks.
 */
public final class BlockFormat {
    public static final int HEADER_BYTES = 17;
    public static final int CHECKSUMMED_FROM = 8;
    /** Largest uncompressed block a reader accepts; writers stay far below (1 MiB by default). */
    public static final int MAX_UNCOMPRESSED_BYTES = 1 << 30;

    private BlockFormat() {
    }
}
