package io.mergelab.engine.index.skip.bloom;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;

/**
 * One index granule of a {@code bloom_filter} index: the number of distinct values it summarises and a filter of
 * {@code ceil(bitsPerRow * distinct / 8)} bytes, stored as ClickHouse stores it (varuint count, then the bytes). The
 * filter grows with the granule's distinct values, so its false-positive rate stays at the declared one.
 */
public final class BloomFilterGranule implements HashFilterGranule {
    private final long distinctValues;
    private final BitArray bits;
    private final int hashes;

    BloomFilterGranule(long distinctValues, BitArray bits, int hashes) {
        this.distinctValues = distinctValues;
        this.bits = bits;
        this.hashes = hashes;
    }

    /** The filter size for {@code distinctValues} values at {@code sizing}. */
    static int filterBytes(BloomFilterSizing sizing, long distinctValues) {
        return Math.toIntExact((sizing.bitsPerRow() * distinctValues + 7) / 8);
    }

    public long distinctValues() {
        return distinctValues;
    }

    /** False only when no value with ValueHash {@code hash} was added. */
    @Override
    public boolean mayContain(long hash) {
        return bits.mayContain(hash, hashes);
    }

    @Override
    public void write(DataOutput out) throws IOException {
        VarUInt.write(out, distinctValues);
        bits.write(out);
    }

    /**
     * Reads a granule, into the filter of {@code previous} (or null) when it has the size, as a streaming read of
     * thousands of granules, each of a few KB, otherwise allocates one per granule.
     */
    static BloomFilterGranule read(DataInput in, BloomFilterSizing sizing, BloomFilterGranule previous) throws IOException {
        long distinct = VarUInt.read(in);
        int bytes = filterBytes(sizing, distinct);
        BitArray bits = previous != null && previous.bits.bytes() == bytes ? previous.bits.readFrom(in) : BitArray.read(in, bytes);
        return new BloomFilterGranule(distinct, bits, sizing.hashes());
    }
}
