package io.mergelab.engine.function.string;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.memory.QueryGuard;
import io.mergelab.engine.type.StringType;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/** Builds String columns into one growing buffer, and searches bytes. */
final class StringColumns {
    /** The largest byte array the JVM allocates. */
    private static final long MAX_BYTES = Integer.MAX_VALUE - 8;
    private static final VarHandle WORDS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long BROADCAST = 0x0101_0101_0101_0101L;
    private static final long HIGH_BITS = 0x8080_8080_8080_8080L;

    private byte[] data;
    private final int[] offsets;
    private int rows;
    private int pos;

    StringColumns(int rows, int expectedBytes) {
        this.data = new byte[Math.max(16, expectedBytes)];
        QueryGuard.current().checkAllocation(data.length);
        this.offsets = new int[rows + 1];
    }

    /** Adds one whole value. */
    void add(byte[] src, int from, int length) {
        append(src, from, length);
        end();
    }

    /** Appends bytes to the value being built. */
    void append(byte[] src, int from, int length) {
        if (pos + length > data.length) {
            grow((long) pos + length);
        }
        System.arraycopy(src, from, data, pos, length);
        pos += length;
    }

    /**
     * Makes room for {@code needed} bytes; the query's memory limit, time limit and cancellation are checked first,
     * so a function building a huge value stops at its limits rather than at the heap's.
     */
    void grow(long needed) {
        if (needed > MAX_BYTES) {
            throw new MergeLabException(ErrorCode.TOO_LARGE_STRING_SIZE, "Too large string size: a block of strings would hold "
                    + needed + " bytes, at most " + MAX_BYTES);
        }
        long capacity = Math.min(MAX_BYTES, Math.max(needed, 2L * data.length));
        QueryGuard.current().checkAllocation(capacity);
        data = Arrays.copyOf(data, (int) capacity);
    }

    /** Finishes the value being built. */
    void end() {
        offsets[++rows] = pos;
    }

    BytesColumn build() {
        return new BytesColumn(StringType.INSTANCE, data, offsets, rows);
    }

    /**
     * First position of {@code needle} in {@code data[from, to)}, or -1. Eight candidate positions at a time: a
     * position is checked byte by byte only when the needle's first and last bytes both sit at the right distance
     * (word-wide zero-byte tests on the XOR with each), so random text is mostly skipped a word at a time.
     */
    static int indexOf(byte[] data, int from, int to, byte[] needle) {
        int n = needle.length;
        if (n == 0) {
            return from;
        }
        int lastStart = to - n;
        long firsts = BROADCAST * (needle[0] & 0xFF);
        long lasts = BROADCAST * (needle[n - 1] & 0xFF);
        int p = from;
        // both 8-byte words (at p and at p + n - 1) must lie inside data[from, to)
        for (; p + Long.BYTES - 1 <= lastStart; p += Long.BYTES) {
            long x = ((long) WORDS.get(data, p) ^ firsts) | ((long) WORDS.get(data, p + n - 1) ^ lasts);
            // a high bit for each zero byte of x (and maybe for a byte just above one: checked anyway)
            long candidates = (x - BROADCAST) & ~x & HIGH_BITS;
            while (candidates != 0) {
                int at = p + (Long.numberOfTrailingZeros(candidates) >>> 3);
                if (Arrays.equals(data, at, at + n, needle, 0, n)) {
                    return at;
                }
                candidates &= candidates - 1;
            }
        }
        byte first = needle[0];
        for (; p <= lastStart; p++) {
            if (data[p] == first && Arrays.equals(data, p, p + n, needle, 0, n)) {
                return p;
            }
        }
        return -1;
    }
}
