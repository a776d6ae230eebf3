package io.mergelab.engine.storage.serial;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;

/** Reads a byte range written by {@link ByteArraySink}; running past its end is corrupted data. */
public final class ByteArraySource implements ByteSource {
    private final byte[] buf;
    private final String what;
    private int pos;
    private final int limit;

    public ByteArraySource(byte[] buf, int offset, int length, String what) {
        this.buf = buf;
        this.pos = offset;
        this.limit = offset + length;
        this.what = what;
    }

    private int take(long bytes) {
        if (bytes < 0 || bytes > limit - pos) {
            throw new MergeLabException(ErrorCode.CANNOT_READ_ALL_DATA,
                    "Cannot read all data: needed " + bytes + " more bytes, " + (limit - pos) + " left in " + what);
        }
        int p = pos;
        pos += (int) bytes;
        return p;
    }

    public boolean exhausted() {
        return pos == limit;
    }

    @Override
    public void readLongs(long[] dst, int offset, int count, LongDecoder decoder) {
        decoder.decode(buf, take((long) count * decoder.width()), dst, offset, count);
    }

    @Override
    public void totalLongs(IntegerTotals totals, int count, int width, boolean signed) {
        totals.addStored(buf, take((long) count * width), count, width, signed);
    }

    @Override
    public void readDoubles(double[] dst, int offset, int count, int width) {
        ValueEncoding.decodeDoubles(buf, take((long) count * width), dst, offset, count, width);
    }

    @Override
    public void readBytes(byte[] dst, int offset, int length) {
        System.arraycopy(buf, take(length), dst, offset, length);
    }

    @Override
    public int readLengths(int[] offsets, int count) {
        offsets[0] = 0;
        return ValueEncoding.decodeLengths(buf, take(4L * count), offsets, 0, count);
    }
}
