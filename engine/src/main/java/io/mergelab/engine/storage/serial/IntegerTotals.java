package io.mergelab.engine.storage.serial;

import io.mergelab.engine.column.LongSums;

/**
 * The sum (wrapping at 64 bits, as ClickHouse's integer sums do: an unsigned sum's bits are the same), and when asked
 * the least and greatest, of some values of one integer column of 8 to 32 bits (64-bit columns are read at memory
 * speed already, so they keep the plain read): what a keyless {@code sum}, {@code avg}, {@code min}
 * and {@code max} need of a block, taken from the values as stored without widening them into a {@code long[]}
 * (a block of 65,536 Int16 values is 128 KB as stored, 512 KB widened: the widened array is written and read back
 * through memory, the stored bytes stay in the cache the decompression left them in).
 */
public final class IntegerTotals {
    /** Loads of four UInt16 values whose pairwise sums a 32-bit lane holds: 2^32 / (2 × 65,535) rounded down. */
    private static final int LANE_LOADS = 32_768;
    private final boolean minMax;
    private long sum;
    private long min = Long.MAX_VALUE;
    private long max = Long.MIN_VALUE;
    private long count;

    /** {@code minMax}: also keep the least and greatest value. */
    public IntegerTotals(boolean minMax) {
        this.minMax = minMax;
    }

    public long sum() {
        return sum;
    }

    /** The least value added; only with {@code minMax} and after a value was added. */
    public long min() {
        return min;
    }

    /** The greatest value added; only with {@code minMax} and after a value was added. */
    public long max() {
        return max;
    }

    /** How many values were added. */
    public long count() {
        return count;
    }

    /** Adds {@code count} zeros (a sparse column's rows that are not stored). */
    public void addZeros(long count) {
        if (count > 0 && minMax) {
            min = Math.min(min, 0);
            max = Math.max(max, 0);
        }
        this.count += count;
    }

    /** Adds {@code values[0, count)}, already widened. */
    public void add(long[] values, int count) {
        sum += LongSums.sum(values, count);
        if (minMax) {
            addMinMax(values, count);
        }
        this.count += count;
    }

    /**
     * Adds {@code count} values of {@code width} bytes as stored (little-endian) at {@code bytes[pos..]}, sign-extended
     * when {@code signed}. Two running sums per loop: each addition does not wait for the previous one.
     */
    public void addStored(byte[] bytes, int pos, int count, int width, boolean signed) {
        sum += switch (width) {
            case 4 -> signed ? sumInt32(bytes, pos, count) : sumUInt32(bytes, pos, count);
            case 2 -> signed ? sumInt16(bytes, pos, count) : sumUInt16(bytes, pos, count);
            case 1 -> signed ? sumInt8(bytes, pos, count) : sumUInt8(bytes, pos, count);
            default -> throw new IllegalArgumentException("width " + width);
        };
        if (minMax) {
            addMinMax(bytes, pos, count, width, signed);
        }
        this.count += count;
    }

    private static long sumInt32(byte[] b, int pos, int count) {
        long s0 = 0;
        long s1 = 0;
        int i = 0;
        for (; i + 1 < count; i += 2) {
            s0 += (int) LittleEndian.INT.get(b, pos + (i << 2));
            s1 += (int) LittleEndian.INT.get(b, pos + (i << 2) + 4);
        }
        for (; i < count; i++) {
            s0 += (int) LittleEndian.INT.get(b, pos + (i << 2));
        }
        return s0 + s1;
    }

    private static long sumUInt32(byte[] b, int pos, int count) {
        long s0 = 0;
        long s1 = 0;
        int i = 0;
        for (; i + 1 < count; i += 2) {
            s0 += ((int) LittleEndian.INT.get(b, pos + (i << 2))) & 0xFFFF_FFFFL;
            s1 += ((int) LittleEndian.INT.get(b, pos + (i << 2) + 4)) & 0xFFFF_FFFFL;
        }
        for (; i < count; i++) {
            s0 += ((int) LittleEndian.INT.get(b, pos + (i << 2))) & 0xFFFF_FFFFL;
        }
        return s0 + s1;
    }

    /** Int16 values: their sum as UInt16 values with the sign bit flipped (each plus 32,768), less 32,768 each. */
    private static long sumInt16(byte[] b, int pos, int count) {
        return sum16(b, pos, count, 0x8000_8000_8000_8000L) - 32_768L * count;
    }

    private static long sumUInt16(byte[] b, int pos, int count) {
        return sum16(b, pos, count, 0);
    }

    /**
     * The sum of {@code count} UInt16 values, each XORed with {@code flip}'s 16 bits first: four values a load, added
     * pairwise into two 32-bit lanes of one long (half the additions of a loop per value, no widening per value). A
     * lane grows by at most 2 × 65,535 per load, so the lanes are emptied into the result every {@link #LANE_LOADS}.
     */
    private static long sum16(byte[] b, int pos, int count, long flip) {
        long total = 0;
        int quads = count >>> 2;
        for (int from = 0; from < quads; from += LANE_LOADS) {
            int to = Math.min(quads, from + LANE_LOADS);
            long lanes = 0;
            for (int q = from; q < to; q++) {
                long x = (long) LittleEndian.LONG.get(b, pos + (q << 3)) ^ flip;
                lanes += (x & 0x0000_FFFF_0000_FFFFL) + ((x >>> 16) & 0x0000_FFFF_0000_FFFFL);
            }
            total += (lanes & 0xFFFF_FFFFL) + (lanes >>> 32);
        }
        for (int i = quads << 2; i < count; i++) {
            total += (((short) LittleEndian.SHORT.get(b, pos + (i << 1))) ^ flip) & 0xFFFF;
        }
        return total;
    }

    private static long sumInt8(byte[] b, int pos, int count) {
        long s = 0;
        for (int i = 0; i < count; i++) {
            s += b[pos + i];
        }
        return s;
    }

    private static long sumUInt8(byte[] b, int pos, int count) {
        long s = 0;
        for (int i = 0; i < count; i++) {
            s += b[pos + i] & 0xFF;
        }
        return s;
    }

    /** The least and greatest of stored values: in pieces widened into a small array that stays in the cache. */
    private void addMinMax(byte[] bytes, int pos, int count, int width, boolean signed) {
        long[] piece = new long[Math.min(count, 1024)];
        for (int done = 0; done < count; done += piece.length) {
            int n = Math.min(piece.length, count - done);
            ValueEncoding.decodeLongs(bytes, pos + done * width, piece, 0, n, width, signed);
            addMinMax(piece, n);
        }
    }

    private void addMinMax(long[] values, int count) {
        long lo = min;
        long hi = max;
        for (int j = 0; j < count; j++) {
            lo = Math.min(lo, values[j]);
            hi = Math.max(hi, values[j]);
        }
        min = lo;
        max = hi;
    }
}
