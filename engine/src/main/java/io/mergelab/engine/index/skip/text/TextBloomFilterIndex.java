package io.mergelab.engine.index.skip.text;

import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.index.skip.SkipIndexAggregator;
import io.mergelab.engine.index.skip.SkipIndexGranule;
import io.mergelab.engine.index.skip.bloom.BloomFamilyIndex;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import java.io.DataInput;
import java.io.IOException;
import java.util.function.Function;

/** A declared ngrambf_v1 or tokenbf_v1 index: its tokenizer, filter parameters and the predicates it can judge. */
final class TextBloomFilterIndex extends BloomFamilyIndex {
    private final TextBloomFilterParams params;
    private final Tokenizer tokenizer;

    TextBloomFilterIndex(IndexDefinition definition, boolean array, Tokenizer tokenizer, TextBloomFilterParams params) {
        super(definition, new TextBloomFilterAtoms(definition.expr(), array, tokenizer, params)::atom);
        this.params = params;
        this.tokenizer = tokenizer;
    }

    /**
     * The index {@code definition} declares over {@code exprType}, once both check: {@code argCount} unsigned arguments
     * of which the last three are the filter's size in bytes, number of hashes and seed, and the others configure the
     * tokenizer; {@code shortName} (ngrambf, tokenbf) names the type in messages.
     */
    static TextBloomFilterIndex declared(IndexDefinition definition, DataType exprType, String shortName, int argCount,
                                         Function<long[], Tokenizer> tokenizer) {
        TextIndexArguments.checkType(exprType);
        long[] args = TextIndexArguments.unsigned(definition, argCount, shortName);
        Tokenizer t = tokenizer.apply(args);
        TextBloomFilterParams params = TextIndexArguments.params(args[argCount - 3], args[argCount - 2], args[argCount - 1]);
        return new TextBloomFilterIndex(definition, exprType instanceof ArrayType, t, params);
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
