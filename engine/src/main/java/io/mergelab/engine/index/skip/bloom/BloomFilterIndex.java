package io.mergelab.engine.index.skip.bloom;

import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.index.skip.ConditionTree;
import io.mergelab.engine.index.skip.SkipIndex;
import io.mergelab.engine.index.skip.SkipIndexAggregator;
import io.mergelab.engine.index.skip.SkipIndexCondition;
import io.mergelab.engine.index.skip.SkipIndexGranule;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.type.DataType;
import java.io.DataInput;
import java.io.IOException;
import java.util.Optional;

/** A declared {@code bloom_filter} index: its sizing and the predicates it can judge. */
final class BloomFilterIndex implements SkipIndex {
    private final IndexDefinition definition;
    private final BloomFilterSizing sizing;
    private final BloomFilterAtoms atoms;

    BloomFilterIndex(IndexDefinition definition, boolean array, DataType valueType, BloomFilterSizing sizing) {
        this.definition = definition;
        this.sizing = sizing;
        this.atoms = new BloomFilterAtoms(definition.expr(), valueType, array);
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
        return new BloomFilterAggregator(sizing);
    }

    @Override
    public SkipIndexGranule readGranule(DataInput in) throws IOException {
        return BloomFilterGranule.read(in, sizing);
    }

    @Override
    public Optional<SkipIndexCondition> condition(Expr filter) {
        return ConditionTree.of(filter, atoms::atom);
    }
}
