package io.mergelab.engine.storage.serial;

/** Reads back what a {@link ByteSink} wrote, in the same order. */
public interface ByteSource {

    /** Reads {@code count} values as {@code decoder} stores them (a column's decoder, chosen once). */
    void readLongs(long[] dst, int offset, int count, LongDecoder decoder);

    /** Reads {@code count} values as {@link #readLongs} would, adding them to {@code totals} instead of storing them. */
    void totalLongs(IntegerTotals totals, int count, int width, boolean signed);

    /** Reads {@code count} Float32 ({@code width} 4) or Float64 ({@code width} 8) values. */
    void readDoubles(double[] dst, int offset, int count, int width);

    void readBytes(byte[] dst, int offset, int length);

    /**
     * Reads {@code count} UInt32 lengths and stores running offsets: {@code offsets[0] = 0},
     * {@code offsets[i + 1] = offsets[i] + length_i}. Returns the total length.
     */
    int readLengths(int[] offsets, int count);
}
