package io.mergelab.engine.index.skip.text;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.index.skip.SkipIndexAggregator;
import io.mergelab.engine.index.skip.SkipIndexGranule;
import io.mergelab.engine.index.skip.bloom.BitArray;

/** Adds every token of every string (every array element) of one index granule to its filter. */
final class TextBloomFilterAggregator implements SkipIndexAggregator {
    private final TextBloomFilterParams params;
    private final Tokenizer tokenizer;
    private final Tokenizer.Sink addToken = this::addToken;
    private BitArray bits;

    TextBloomFilterAggregator(TextBloomFilterParams params, Tokenizer tokenizer) {
        this.params = params;
        this.tokenizer = tokenizer;
        this.bits = BitArray.ofBytes(params.sizeBytes());
    }

    @Override
    public void add(Column values, int from, int count) {
        addRows(values, from, from + count);
    }

    private void addRows(Column values, int from, int to) {
        if (values instanceof ArrayColumn a) {
            addRows(a.elements(), a.offsets()[from], a.offsets()[to]);
        } else if (values instanceof NullableColumn n) {
            // A NULL holds the empty string in the nested column: no token.
            addRows(n.nested(), from, to);
        } else if (values instanceof BytesColumn b) {
            byte[] data = b.data();
            int[] offsets = b.offsets();
            for (int i = from; i < to; i++) {
                tokenizer.forEachToken(data, offsets[i], offsets[i + 1], addToken);
            }
        } else {
            throw new IllegalArgumentException("A text index cannot index a column of " + values.type().name());
        }
    }

    private void addToken(byte[] data, int offset, int length) {
        bits.add(params.hash(data, offset, length), params.hashes());
    }

    @Override
    public SkipIndexGranule finish() {
        TextBloomFilterGranule granule = new TextBloomFilterGranule(bits, params.hashes());
        bits = BitArray.ofBytes(params.sizeBytes());
        return granule;
    }
}
