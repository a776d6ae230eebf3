package io.mergelab.engine.storage.serial;

/**
 * How one integer column's stored values widen to {@code long}: one constant per width and signedness, each with its
 * own decoding loop. A column's reads pick theirs once ({@link FixedLongSerialization}), so the per-block call is a
 * virtual call rather than a switch on the width. Why: the JIT compiles a switch with only the cases it has seen, the
 * others as traps; a query reading Int64 after others read Int16 and UInt32 (or a system log merge reading its own
 * widths) took such a trap, and the trap threw out the whole compiled read path it was inlined into, which was then
 * interpreted and profiled again (ClickBench Q4 after Q17-Q19, docs/benchmarks.md). A receiver class the call site has
 * not seen costs a type-check trap instead, which keeps the compiled code.
 */
public enum LongDecoder {
    INT64(8) {
        @Override
        public void decode(byte[] src, int pos, long[] dst, int offset, int count) {
            ValueEncoding.decodeInt64(src, pos, dst, offset, count);
        }
    },
    INT32(4) {
        @Override
        public void decode(byte[] src, int pos, long[] dst, int offset, int count) {
            for (int i = 0; i < count; i++) {
                dst[offset + i] = (int) LittleEndian.INT.get(src, pos + (i << 2));
            }
        }
    },
    UINT32(4) {
        @Override
        public void decode(byte[] src, int pos, long[] dst, int offset, int count) {
            for (int i = 0; i < count; i++) {
                dst[offset + i] = ((int) LittleEndian.INT.get(src, pos + (i << 2))) & 0xFFFF_FFFFL;
            }
        }
    },
    INT16(2) {
        @Override
        public void decode(byte[] src, int pos, long[] dst, int offset, int count) {
            for (int i = 0; i < count; i++) {
                dst[offset + i] = (short) LittleEndian.SHORT.get(src, pos + (i << 1));
            }
        }
    },
    UINT16(2) {
        @Override
        public void decode(byte[] src, int pos, long[] dst, int offset, int count) {
            for (int i = 0; i < count; i++) {
                dst[offset + i] = ((short) LittleEndian.SHORT.get(src, pos + (i << 1))) & 0xFFFFL;
            }
        }
    },
    INT8(1) {
        @Override
        public void decode(byte[] src, int pos, long[] dst, int offset, int count) {
            for (int i = 0; i < count; i++) {
                dst[offset + i] = src[pos + i];
            }
        }
    },
    UINT8(1) {
        @Override
        public void decode(byte[] src, int pos, long[] dst, int offset, int count) {
            for (int i = 0; i < count; i++) {
                dst[offset + i] = src[pos + i] & 0xFFL;
            }
        }
    };

    private final int width;

    LongDecoder(int width) {
        this.width = width;
    }

    /** Bytes per stored value. */
    public int width() {
        return width;
    }

    /** Widens {@code count} little-endian values at {@code src[pos..]} into {@code dst[offset..]}. */
    public abstract void decode(byte[] src, int pos, long[] dst, int offset, int count);

    /** The decoder for values of {@code width} bytes (8, 4, 2 or 1), sign-extended when {@code signed}. */
    public static LongDecoder of(int width, boolean signed) {
        return switch (width) {
            case 8 -> INT64;
            case 4 -> signed ? INT32 : UINT32;
            case 2 -> signed ? INT16 : UINT16;
            case 1 -> signed ? INT8 : UINT8;
            default -> throw new IllegalArgumentException("width " + width);
        };
    }
}
