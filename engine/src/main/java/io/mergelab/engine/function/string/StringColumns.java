package io.mergelab.engine.function.string;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.memory.QueryGuard;
import io.mergelab.engine.type.StringType;
import java.util.Arrays;

/** Builds String columns into one growing buffer, and searches bytes. */
final class StringColumns {
    /** The largest byte array the JVM allocates. */
    private static final long MAX_BYTES = Integer.MAX_VALUE - 8;

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

    /** First position of {@code needle} in {@code data[from, to)}, or -1. */
    static int indexOf(byte[] data, int from, int to, byte[] needle) {
        int n = needle.length;
        if (n == 0) {
            return from;
        }
        byte first = needle[0];
        int last = to - n;
        for (int i = from; i <= last; i++) {
            if (data[i] == first && Arrays.equals(data, i, i + n, needle, 0, n)) {
                return i;
            }
        }
        return -1;
    }
}
