package io.mergelab.engine.storage.serial;

import java.util.Arrays;

/** A growable in-memory sink, for the small uncompressed files (primary index, partition value, min/max). */
public final class ByteArraySink implements ByteSink {
    private byte[] buf = new byte[256];
    private int size;

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
        ValueEncoding.encodeLongs(values, from, count, width, buf, reserve(count * width));
    }

    @Override
    public void putDoubles(double[] values, int from, int count, int width) {
        ValueEncoding.encodeDoubles(values, from, count, width, buf, reserve(count * width));
    }

    @Override
    public void putBytes(byte[] src, int offset, int length) {
        System.arraycopy(src, offset, buf, reserve(length), length);
    }

    @Override
    public void putLengths(int[] offsets, int from, int count) {
        ValueEncoding.encodeLengths(offsets, from, count, buf, reserve(count * 4));
    }

    public int size() {
        return size;
    }

    public byte[] toByteArray() {
        return Arrays.copyOf(buf, size);
    }
}
