package io.mergelab.engine.index.skip.text;

import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.index.skip.ConditionTree;
import io.mergelab.engine.index.skip.SkipIndex;
import io.mergelab.engine.index.skip.SkipIndexAggregator;
import io.mergelab.engine.index.skip.SkipIndexCondition;
import io.mergelab.engine.index.skip.SkipIndexGranule;
import io.mergelab.engine.index.skip.bloom.TypeNames;
import io.mergelab.engine.sql.ast.Expr;
import java.io.DataInput;
import java.io.IOException;
import java.util.Optional;

/** A declared ngrambf_v1 or tokenbf_v1 index: its tokenizer, filter parameters and the predicates it can judge. */
final class TextBloomFilterIndex implements SkipIndex {
    private final IndexDefinition definition;
    private final TextBloomFilterParams params;
    private final Tokenizer tokenizer;
    private final TextBloomFilterAtoms atoms;

    TextBloomFilterIndex(IndexDefinition definition, boolean array, Tokenizer tokenizer, TextBloomFilterParams params) {
        this.definition = definition;
        this.params = params;
        this.tokenizer = tokenizer;
        this.atoms = new TextBloomFilterAtoms(definition.expr(), array, tokenizer, params);
    }

    @Override
    public IndexDefinition definition() {
        return definition;
    }

    @Override
    public String typeFull() {
        return TypeNames.full(definition);
    }

    @Override
    public SkipIndexAggregator aggregator() {
        return new TextBloomFilterAggregator(params, tokenizer);
    }

    @Override
    public SkipIndexGranule readGranule(DataInput in) throws IOException {
        return TextBloomFilterGranule.read(in, params);
    }

    @Override
    public Optional<SkipIndexCondition> condition(Expr filter) {
        return ConditionTree.of(filter, atoms::atom);
    }
}
