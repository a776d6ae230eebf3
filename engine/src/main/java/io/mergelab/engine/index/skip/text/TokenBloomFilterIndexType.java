package io.mergelab.engine.index.skip.text;

import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.index.skip.SkipIndex;
import io.mergelab.engine.index.skip.SkipIndexType;
import io.mergelab.engine.type.ArrayType;
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
        TextIndexArguments.checkType(exprType);
        long[] args = TextIndexArguments.unsigned(definition, 3, "tokenbf");
        return new TextBloomFilterIndex(definition, exprType instanceof ArrayType, new SplitTokenizer(),
                TextIndexArguments.params(args[0], args[1], args[2]));
    }
}
