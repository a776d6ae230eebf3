package io.mergelab.engine.type;

/** UInt8..UInt64 and Int8..Int64; values are held in {@code long}, UInt64 as its two's-complement bits. */
public record IntegerType(int bits, boolean signed) implements DataType {
    public static final IntegerType UINT8 = new IntegerType(8, false);
    public static final IntegerType UINT16 = new IntegerType(16, false);
    public static final IntegerType UINT32 = new IntegerType(32, false);
    public static final IntegerType UINT64 = new IntegerType(64, false);
    public static final IntegerType INT8 = new IntegerType(8, true);
    public static final IntegerType INT16 = new IntegerType(16, true);
    public static final IntegerType INT32 = new IntegerType(32, true);
    public static final IntegerType INT64 = new IntegerType(64, true);

    public IntegerType {
        if (bits != 8 && bits != 16 && bits != 32 && bits != 64) {
            throw new IllegalArgumentException("integer width " + bits);
        }
    }

    @Override
    public String name() {
        return (signed ? "Int" : "UInt") + bits;
    }

    @Override
    public Representation representation() {
        return Representation.LONG;
    }

    public long minValue() {
        return signed ? -(1L << (bits - 1)) : 0;
    }

    /** Largest value; for UInt64 this is -1 read as unsigned. */
    public long maxValue() {
        if (bits == 64) {
            return signed ? Long.MAX_VALUE : -1L;
        }
        return signed ? (1L << (bits - 1)) - 1 : (1L << bits) - 1;
    }

    public boolean isUInt64() {
        return bits == 64 && !signed;
    }

    // Written out rather than generated: a record's generated equals and hashCode link a method handle tree at their
    // first call (java.lang.runtime.ObjectMethods), 5-20 ms of CPU each in a fresh process, which calls these at start.
    @Override
    public boolean equals(Object o) {
        return o instanceof IntegerType t && t.bits == bits && t.signed == signed;
    }

    @Override
    public int hashCode() {
        return bits * 2 + (signed ? 1 : 0);
    }
}
