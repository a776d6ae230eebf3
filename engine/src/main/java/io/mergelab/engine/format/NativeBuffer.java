package io.mergelab.engine.format;

import java.util.Arrays;

/** A growing byte array the Native format writes a block into. */
final class NativeBuffer {
    private byte[] bytes = new byte[1 << 16];
    private int size;

    void littleEndian(long value, int width) {
        ensure(width);
        for (int b = 0; b < width; b++) {
            bytes[size++] = (byte) (value >>> (8 * b));
        }
    }

    void varUInt(long value) {
        ensure(10);
        long v = value;
        while ((v & ~0x7FL) != 0) {
            bytes[size++] = (byte) ((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        bytes[size++] = (byte) v;
    }

    void bytes(byte[] src, int offset, int length) {
        ensure(length);
        System.arraycopy(src, offset, bytes, size, length);
        size += length;
    }

    void string(String s) {
        byte[] utf8 = s.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        varUInt(utf8.length);
        bytes(utf8, 0, utf8.length);
    }

    byte[] array() {
        return bytes;
    }

    int size() {
        return size;
    }

    void reset() {
        size = 0;
    }

    private void ensure(int more) {
        if (size + more > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(size + more, bytes.length * 2));
        }
    }
}
