package io.mergelab.engine.function.comparison;

import java.util.Arrays;

/** An open-addressing set of byte strings probed with slices of a column buffer, without copying them. */
final class ByteStringSet {
    private final byte[][] slots;
    private final int mask;

    ByteStringSet(byte[][] values) {
        int capacity = Integer.highestOneBit(Math.max(4, values.length * 2 + 1)) << 1;
        slots = new byte[capacity][];
        mask = capacity - 1;
        for (byte[] v : values) {
            int i = hash(v, 0, v.length) & mask;
            while (slots[i] != null && !Arrays.equals(slots[i], v)) {
                i = (i + 1) & mask;
            }
            slots[i] = v;
        }
    }

    boolean contains(byte[] data, int offset, int length) {
        int i = hash(data, offset, length) & mask;
        while (slots[i] != null) {
            byte[] s = slots[i];
            if (s.length == length && Arrays.equals(s, 0, length, data, offset, offset + length)) {
                return true;
            }
            i = (i + 1) & mask;
        }
        return false;
    }

    private static int hash(byte[] data, int offset, int length) {
        int h = length;
        for (int i = offset; i < offset + length; i++) {
            h = h * 31 + data[i];
        }
        return h ^ (h >>> 16);
    }
}
