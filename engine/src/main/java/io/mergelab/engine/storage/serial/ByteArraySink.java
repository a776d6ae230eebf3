package io.mergelab.engine.storage.serial;

import java.util.Arrays;

/** A growable in-memory sink, for the small uncompressed files (primary index, partition value, min/max). */
public final class ByteArraySink implements ByteSink {
    private byte[] buf = new byte[256];
    private int size;

    /** Grows the buffer for {@code bytes} more and returns where they go; call before reading {@code buf}. */
    private int reserve(int bytes) {
        int pos = size;
        if (pos + bytes > buf.length) {
            buf = Arrays.copyOf(buf, Math.max(pos + bytes, buf.length * 2));
        }
        size = pos + bytes;
        return pos;
    }

    @Override
    public void putLongs(long[] values, int from, int count, int width) {
        int pos = reserve(count * width);
        ValueEncoding.encodeLongs(values, from, count, width, buf, pos);
    }

    @Override
    public void putDoubles(double[] values, int from, int count, int width) {
        int pos = reserve(count * width);
        ValueEncoding.encodeDoubles(values, from, count, width, buf, pos);
    }

    @Override
    public void putBytes(byte[] src, int offset, int length) {
        int pos = reserve(length);
        System.arraycopy(src, offset, buf, pos, length);
    }

    @Override
    public void putLengths(int[] offsets, int from, int count) {
        int pos = reserve(count * 4);
        ValueEncoding.encodeLengths(offsets, from, count, buf, pos);
    }

    public int size() {
        return size;
    }

    public byte[] toByteArray() {
        return Arrays.copyOf(buf, size);
    }
}
