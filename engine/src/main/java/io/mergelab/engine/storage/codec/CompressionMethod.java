package io.mergelab.engine.storage.codec;

/** The method byte of a compressed block (ClickHouse's byte values). */
public enum CompressionMethod {
    NONE((byte) 0x02),
    LZ4((byte) 0x82),
    ZSTD((byte) 0x90);

    private final byte code;

    CompressionMethod(byte code) {
        this.code = code;
    }

    public byte code() {
        return code;
    }

    /** The method for a header byte, or null if unknown. */
    public static CompressionMethod fromCode(byte code) {
        // once per block read: no copy of values()
        return switch (code) {
            case 0x02 -> NONE;
            case (byte) 0x82 -> LZ4;
            case (byte) 0x90 -> ZSTD;
            default -> null;
        };
    }
}
