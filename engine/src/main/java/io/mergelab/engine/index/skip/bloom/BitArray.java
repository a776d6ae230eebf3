package io.mergelab.engine.index.skip.bloom;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;

/**
 * The bits of one Bloom filter: exactly {@code bytes} bytes, bit {@code i} being bit {@code i % 8} of byte
 * {@code i / 8} in memory and on disk (the same layout as little-endian 64-bit words cut to the byte size), so a
 * filter is read with one bulk copy. Each element sets {@code k} bits chosen by double hashing from one 64-bit hash:
 * probe i is {@code h1 + i * h2} (mod 2^64, {@code h2} a remix of {@code h1}) scaled to {@code [0, bits)} by its high
 * bits, so even a filter of a few bytes spreads its probes. Checking an element costs k multiplications and bit tests
 * and no allocation.
 */
public final class BitArray {
    private final byte[] data;
    private final long bits;

    private BitArray(byte[] data) {
        this.data = data;
        this.bits = 8L * data.length;
    }

    /** An empty filter of {@code bytes} bytes (0 allowed: a filter of no element). */
    public static BitArray ofBytes(int bytes) {
        return new BitArray(new byte[bytes]);
    }

    public int bytes() {
        return data.length;
    }

    /** Sets the {@code k} bits of the element whose hash is {@code hash}. */
    public void add(long hash, int k) {
        long h2 = secondHash(hash);
        long acc = hash;
        for (int i = 0; i < k; i++) {
            long pos = scale(acc);
            data[(int) (pos >>> 3)] |= (byte) (1 << (pos & 7));
            acc += h2;
        }
    }

    /** False only when the element whose hash is {@code hash} was certainly never added. */
    public boolean mayContain(long hash, int k) {
        if (bits == 0) {
            return false;
        }
        long h2 = secondHash(hash);
        long acc = hash;
        for (int i = 0; i < k; i++) {
            long pos = scale(acc);
            if ((data[(int) (pos >>> 3)] & (1 << (pos & 7))) == 0) {
                return false;
            }
            acc += h2;
        }
        return true;
    }

    /** {@code acc} read as a fraction of 2^64, times the number of bits: the unsigned high half of {@code acc * bits}. */
    private long scale(long acc) {
        return Math.multiplyHigh(acc, bits) + ((acc >> 63) & bits);
    }

    /** The step between probes: a remix of the hash. */
    private static long secondHash(long hash) {
        long h = (hash ^ (hash >>> 31)) * 0x7FB5D329728EA185L;
        h = (h ^ (h >>> 27)) * 0x81DADEF4BC2DD44DL;
        return h ^ (h >>> 33);
    }

    /** Writes the {@code bytes} bytes of the filter. */
    public void write(DataOutput out) throws IOException {
        out.write(data);
    }

    /** Overwrites this filter with one of as many bytes written by {@link #write}; returns this. */
    BitArray readFrom(DataInput in) throws IOException {
        in.readFully(data);
        return this;
    }

    /** Reads a filter of {@code bytes} bytes written by {@link #write}. */
    public static BitArray read(DataInput in, int bytes) throws IOException {
        BitArray filter = ofBytes(bytes);
        in.readFully(filter.data);
        return filter;
    }
}
