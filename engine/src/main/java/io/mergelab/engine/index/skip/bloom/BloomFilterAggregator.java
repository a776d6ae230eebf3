package io.mergelab.engine.index.skip.bloom;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.index.skip.SkipIndexAggregator;
import io.mergelab.engine.index.skip.SkipIndexGranule;

/** Collects the distinct value hashes of one index granule, then sizes and fills its filter. */
final class BloomFilterAggregator implements SkipIndexAggregator {
    private final BloomFilterSizing sizing;
    private final LongHashSet hashes = new LongHashSet();

    BloomFilterAggregator(BloomFilterSizing sizing) {
        this.sizing = sizing;
    }

    @Override
    public void add(Column values, int from, int count) {
        ValueHash.addRows(values, from, from + count, hashes);
    }

    @Override
    public SkipIndexGranule finish() {
        int distinct = hashes.size();
        BitArray bits = BitArray.ofBytes(BloomFilterGranule.filterBytes(sizing, distinct));
        hashes.addAllTo(bits, sizing.hashes());
        hashes.clear();
        return new BloomFilterGranule(distinct, bits, sizing.hashes());
    }
}
