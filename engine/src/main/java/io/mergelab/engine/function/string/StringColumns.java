package io.mergelab.engine.function.string;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.type.StringType;
import java.util.Arrays;

/** Builds String columns into one growing buffer, and searches bytes. */
final class StringColumns {
    private byte[] data;
    private final int[] offsets;
    private int rows;
    private int pos;

    StringColumns(int rows, int expectedBytes) {
        this.data = new byte[Math.max(16, expectedBytes)];
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
            data = Arrays.copyOf(data, Math.max(pos + length, data.length * 2));
        }
        System.arraycopy(src, from, data, pos, length);
        pos += length;
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
