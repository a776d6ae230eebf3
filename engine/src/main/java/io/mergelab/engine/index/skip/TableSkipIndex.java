package io.mergelab.engine.index.skip;

import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.expr.CompiledExpression;

/** One skip index of a table together with its expression compiled against the table's stored columns. */
public record TableSkipIndex(SkipIndex index, CompiledExpression expression) {
    public IndexDefinition definition() {
        return index.definition();
    }

    public String name() {
        return index.definition().name();
    }

    /** As EXPLAIN's Skip stage describes the index: {@code minmax GRANULARITY 2}. */
    public String description() {
        return index.typeFull() + " GRANULARITY " + index.definition().granularity();
    }
}
