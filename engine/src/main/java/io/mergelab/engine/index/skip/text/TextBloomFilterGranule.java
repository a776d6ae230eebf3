package io.mergelab.engine.index.skip.text;

import io.mergelab.engine.index.skip.bloom.BitArray;
import io.mergelab.engine.index.skip.bloom.HashFilterGranule;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;

/** One index granule of ngrambf_v1 / tokenbf_v1: a filter of the declared size holding every token of its rows. */
final class TextBloomFilterGranule implements HashFilterGranule {
    private final BitArray bits;
    private final int hashes;

    TextBloomFilterGranule(BitArray bits, int hashes) {
        this.bits = bits;
        this.hashes = hashes;
    }

    /** False only when no token with hash {@code hash} was added. */
    @Override
    public boolean mayContain(long hash) {
        return bits.mayContain(hash, hashes);
    }

    @Override
    public void write(DataOutput out) throws IOException {
        bits.write(out);
    }

    static TextBloomFilterGranule read(DataInput in, TextBloomFilterParams params) throws IOException {
        return new TextBloomFilterGranule(BitArray.read(in, params.sizeBytes()), params.hashes());
    }
}
