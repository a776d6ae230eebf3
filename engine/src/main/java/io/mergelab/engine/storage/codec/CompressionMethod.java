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
        for (CompressionMethod m : values()) {
            if (m.code == code) {
                return m;
            }
        }
        return null;
    }
}
