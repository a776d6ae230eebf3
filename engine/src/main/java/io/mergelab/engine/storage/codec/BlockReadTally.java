package io.mergelab.engine.storage.codec;

/** Mutable per-reader tallies of block bytes loaded from disk and decompressed. Not thread-safe. */
public final class BlockReadTally {
    private long compressedBytes;
    private long uncompressedBytes;
    private long blocks;

    void addBlock(long compressed, long uncompressed) {
        compressedBytes += compressed;
        uncompressedBytes += uncompressed;
        blocks++;
    }

    /** Bytes read from a raw block without the rest of it. */
    void addBytes(long bytes) {
        compressedBytes += bytes;
        uncompressedBytes += bytes;
    }

    public long compressedBytes() {
        return compressedBytes;
    }

    public long uncompressedBytes() {
        return uncompressedBytes;
    }

    public long blocks() {
        return blocks;
    }
}
