package io.mergelab.engine.index.skip.bloom;

import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.index.skip.SkipIndexAggregator;
import io.mergelab.engine.index.skip.SkipIndexGranule;
import io.mergelab.engine.type.DataType;
import java.io.DataInput;
import java.io.IOException;

/** A declared {@code bloom_filter} index: its sizing and the predicates it can judge. */
final class BloomFilterIndex extends BloomFamilyIndex {
    private final BloomFilterSizing sizing;

    BloomFilterIndex(IndexDefinition definition, boolean array, DataType valueType, BloomFilterSizing sizing) {
        super(definition, new BloomFilterAtoms(definition.expr(), valueType, array)::atom);
        this.sizing = sizing;
    }

    @Override
    public SkipIndexAggregator aggregator() {
        return new BloomFilterAggregator(sizing);
    }

    @Override
    public SkipIndexGranule readGranule(DataInput in) throws IOException {
        return BloomFilterGranule.read(in, sizing, null);
    }

    @Override
    public SkipIndexGranule readGranule(DataInput in, SkipIndexGranule previous) throws IOException {
        return BloomFilterGranule.read(in, sizing, previous instanceof BloomFilterGranule b ? b : null);
    }
}
