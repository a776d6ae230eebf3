package io.mergelab.engine.index.skip.text;

import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.index.skip.SkipIndex;
import io.mergelab.engine.index.skip.SkipIndexType;
import io.mergelab.engine.type.DataType;

/**
 * {@code tokenbf_v1(size_of_bloom_filter_in_bytes, number_of_hash_functions, random_seed)}: per index granule a
 * Bloom filter of fixed size holding the tokens (runs of alphanumerics and non-ASCII bytes) of every string.
 */
public final class TokenBloomFilterIndexType implements SkipIndexType {
    public static final String NAME = "tokenbf_v1";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SkipIndex create(IndexDefinition definition, DataType exprType) {
        return TextBloomFilterIndex.declared(definition, exprType, "tokenbf", 3, args -> new SplitTokenizer());
    }
}
