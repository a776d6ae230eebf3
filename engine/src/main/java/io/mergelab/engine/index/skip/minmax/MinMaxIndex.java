package io.mergelab.engine.index.skip.minmax;

import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.index.skip.IndexElements;
import io.mergelab.engine.index.skip.IndexTypes;
import io.mergelab.engine.index.skip.SkipIndex;
import io.mergelab.engine.index.skip.SkipIndexAggregator;
import io.mergelab.engine.index.skip.SkipIndexCondition;
import io.mergelab.engine.index.skip.SkipIndexGranule;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.type.DataType;
import java.io.DataInput;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/** A minmax index: per element, the value range of the index granule's non-NULL values. */
final class MinMaxIndex implements SkipIndex {
    private final IndexDefinition definition;
    private final IndexElements elements;
    /** Per element, the type its min and max are stored in (Nullable and LowCardinality removed). */
    private final List<DataType> valueTypes;

    MinMaxIndex(IndexDefinition definition, IndexElements elements) {
        this.definition = definition;
        this.elements = elements;
        this.valueTypes = elements.types().stream().map(IndexTypes::valueType).toList();
    }

    @Override
    public IndexDefinition definition() {
        return definition;
    }

    @Override
    public String typeFull() {
        return MinMaxIndexType.NAME;
    }

    IndexElements elements() {
        return elements;
    }

    List<DataType> valueTypes() {
        return valueTypes;
    }

    @Override
    public SkipIndexAggregator aggregator() {
        return new MinMaxAggregator(elements, valueTypes);
    }

    @Override
    public SkipIndexGranule readGranule(DataInput in) throws IOException {
        return MinMaxGranule.read(in, valueTypes);
    }

    @Override
    public Optional<SkipIndexCondition> condition(Expr filter) {
        return MinMaxCondition.of(filter, this);
    }
}
