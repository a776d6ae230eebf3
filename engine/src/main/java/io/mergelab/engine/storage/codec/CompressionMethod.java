package io.mergelab.engine.storage.codec;

import java.nio.ByteBuffer;

/** The method byte of a compressed block (ClickHouse's byte values). */
public enum CompressionMethod {
    NONE((byte) 0x02, VerifiedBlocks.RAW) {
        @Override
        int decompress(BlockDecompressor d, ByteBuffer src, int srcOffset, int length, byte[] dst, int dstOffset,
                       int uncompressedLength) {
            return d.copyRaw(src, srcOffset, length, dst, dstOffset, uncompressedLength);
        }

        @Override
        int place(CompressedStreamReader r, ByteBuffer src, int h, long offset, int total, int payload, int size,
                  byte[] dst, int dstOffset, int room) {
            return r.placeRaw(src, h, offset, total, payload, size);
        }
    },
    LZ4((byte) 0x82, 0) {
        @Override
        int decompress(BlockDecompressor d, ByteBuffer src, int srcOffset, int length, byte[] dst, int dstOffset,
                       int uncompressedLength) {
            return d.lz4(src, srcOffset, length, dst, dstOffset, uncompressedLength);
        }
    },
    ZSTD((byte) 0x90, 0) {
        @Override
        int decompress(BlockDecompressor d, ByteBuffer src, int srcOffset, int length, byte[] dst, int dstOffset,
                       int uncompressedLength) {
            return d.zstd(src, srcOffset, length, dst, dstOffset, uncompressedLength);
        }
    };

    private final byte code;
    /** What {@link VerifiedBlocks} keeps of this method beside a block's sizes: a field, not a test for NONE. */
    private final long verifiedBits;

    CompressionMethod(byte code, long verifiedBits) {
        this.code = code;
        this.verifiedBits = verifiedBits;
    }

    public byte code() {
        return code;
    }

    /**
     * Decompresses a payload with {@code d}'s state; returns the bytes produced. A method per constant rather than a
     * switch in the decompressor: the JIT compiles a switch with only the cases it has seen (LZ4 for the queries), and
     * the first ZSTD block a merge or another table read would trap there and throw the queries' compiled read path
     * out; an unseen receiver class at a virtual call keeps the compiled code.
     */
    abstract int decompress(BlockDecompressor d, ByteBuffer src, int srcOffset, int length, byte[] dst, int dstOffset,
                            int uncompressedLength);

    /**
     * Makes a block of this method read by {@code r} its current one, or decompresses it into {@code dst} (see
     * {@link CompressedStreamReader}): a raw block stays where it was read. A call per method rather than a test for
     * {@link #NONE}, for the reason {@link #decompress} is one.
     */
    int place(CompressedStreamReader r, ByteBuffer src, int h, long offset, int total, int payload, int size,
              byte[] dst, int dstOffset, int room) {
        return r.placeCompressed(this, src, h, offset, total, payload, size, dst, dstOffset, room);
    }

    long verifiedBits() {
        return verifiedBits;
    }

    /** Methods by header byte (unsigned), null where none. */
    private static final CompressionMethod[] BY_CODE = new CompressionMethod[256];

    static {
        for (CompressionMethod m : values()) {
            BY_CODE[m.code & 0xFF] = m;
        }
    }

    /**
     * The method for a header byte, or null if unknown. Once per block read, by a table lookup rather than a switch: a
     * switch compiled while queries read only LZ4 blocks keeps the other cases as traps, and the first ZSTD or raw
     * block a merge reads would throw the queries' compiled read path out (a JIT deoptimisation).
     */
    public static CompressionMethod fromCode(byte code) {
        return BY_CODE[code & 0xFF];
    }
}
