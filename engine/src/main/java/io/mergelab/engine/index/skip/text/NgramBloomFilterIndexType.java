package io.mergelab.engine.index.skip.text;

import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.index.skip.SkipIndex;
import io.mergelab.engine.index.skip.SkipIndexType;
import io.mergelab.engine.type.DataType;

/**
 * {@code ngrambf_v1(n, size_of_bloom_filter_in_bytes, number_of_hash_functions, random_seed)}: per index granule a
 * Bloom filter of fixed size holding the n-grams (n code points) of every string.
 */
public final class NgramBloomFilterIndexType implements SkipIndexType {
    public static final String NAME = "ngrambf_v1";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SkipIndex create(IndexDefinition definition, DataType exprType) {
        return TextBloomFilterIndex.declared(definition, exprType, "ngrambf", 4, args -> {
            if (args[0] == 0) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "ngram length must be at least 1");
            }
            return new NgramTokenizer(TextIndexArguments.clampToInt(args[0]));
        });
    }
}
