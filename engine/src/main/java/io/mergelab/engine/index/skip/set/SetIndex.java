package io.mergelab.engine.index.skip.set;

import io.mergelab.engine.aggregate.AggregationParams;
import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.index.skip.IndexElements;
import io.mergelab.engine.index.skip.SkipIndex;
import io.mergelab.engine.index.skip.SkipIndexAggregator;
import io.mergelab.engine.index.skip.SkipIndexCondition;
import io.mergelab.engine.index.skip.SkipIndexGranule;
import io.mergelab.engine.sql.ast.Expr;
import java.io.DataInput;
import java.io.IOException;
import java.util.Optional;

/** A set index: per index granule, the distinct values of the expression, or "too many" past {@code maxRows}. */
final class SetIndex implements SkipIndex {
    private final IndexDefinition definition;
    private final IndexElements elements;
    private final long maxRows;
    private final AggregationParams keys;

    SetIndex(IndexDefinition definition, IndexElements elements, long maxRows) {
        this.definition = definition;
        this.elements = elements;
        this.maxRows = maxRows;
        this.keys = SetKeys.params(elements.types());
    }

    @Override
    public IndexDefinition definition() {
        return definition;
    }

    @Override
    public String typeFull() {
        return SetIndexType.NAME + "(" + maxRows + ")";
    }

    IndexElements elements() {
        return elements;
    }

    @Override
    public SkipIndexAggregator aggregator() {
        return new SetAggregator(elements, keys, maxRows);
    }

    @Override
    public SkipIndexGranule readGranule(DataInput in) throws IOException {
        return SetGranule.read(in, elements.types());
    }

    @Override
    public Optional<SkipIndexCondition> condition(Expr filter) {
        return SetCondition.of(filter, elements);
    }
}
