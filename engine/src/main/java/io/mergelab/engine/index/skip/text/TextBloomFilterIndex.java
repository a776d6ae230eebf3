package io.mergelab.engine.index.skip.text;

import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.index.skip.SkipIndexAggregator;
import io.mergelab.engine.index.skip.SkipIndexGranule;
import io.mergelab.engine.index.skip.bloom.BloomFamilyIndex;
import java.io.DataInput;
import java.io.IOException;

/** A declared ngrambf_v1 or tokenbf_v1 index: its tokenizer, filter parameters and the predicates it can judge. */
final class TextBloomFilterIndex extends BloomFamilyIndex {
    private final TextBloomFilterParams params;
    private final Tokenizer tokenizer;

    TextBloomFilterIndex(IndexDefinition definition, boolean array, Tokenizer tokenizer, TextBloomFilterParams params) {
        super(definition, new TextBloomFilterAtoms(definition.expr(), array, tokenizer, params)::atom);
        this.params = params;
        this.tokenizer = tokenizer;
    }

    @Override
    public SkipIndexAggregator aggregator() {
        return new TextBloomFilterAggregator(params, tokenizer);
    }

    @Override
    public SkipIndexGranule readGranule(DataInput in) throws IOException {
        return TextBloomFilterGranule.read(in, params);
    }
}
