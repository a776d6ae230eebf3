package io.mergelab.engine.storage.serial;

/**
 * Where a column serialization writes one substream. Values are little-endian at their on-disk width;
 * implementations are a compressed part stream or a plain growable array.
 */
public interface ByteSink {

    /** Writes {@code count} values from {@code values[from..]} using the low {@code width} (1, 2, 4 or 8) bytes of each. */
    void putLongs(long[] values, int from, int count, int width);

    /** Writes {@code count} values as Float32 ({@code width} 4) or Float64 ({@code width} 8). */
    void putDoubles(double[] values, int from, int count, int width);

    void putBytes(byte[] src, int offset, int length);

    /** Writes the lengths {@code offsets[i + 1] - offsets[i]} for {@code i} in {@code [from, from + count)} as UInt32. */
    void putLengths(int[] offsets, int from, int count);
}
