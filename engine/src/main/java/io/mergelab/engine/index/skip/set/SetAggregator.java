package io.mergelab.engine.index.skip.set;

import io.mergelab.engine.aggregate.AggregatedData;
import io.mergelab.engine.aggregate.AggregationParams;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.index.skip.IndexElements;
import io.mergelab.engine.index.skip.SkipIndexAggregator;
import io.mergelab.engine.index.skip.SkipIndexGranule;
import java.util.ArrayList;
import java.util.List;

/** Collects the distinct values of an index granule; once there are more than {@code maxRows} (when not 0) it stops. */
final class SetAggregator implements SkipIndexAggregator {
    private final IndexElements elements;
    private final AggregationParams params;
    private final long maxRows;
    private AggregatedData distinct;

    SetAggregator(IndexElements elements, AggregationParams params, long maxRows) {
        this.elements = elements;
        this.params = params;
        this.maxRows = maxRows;
        this.distinct = SetKeys.newTable(params);
    }

    @Override
    public void add(Column values, int from, int count) {
        if (distinct == null) {
            return;
        }
        List<Column> columns = new ArrayList<>(elements.size());
        for (int e = 0; e < elements.size(); e++) {
            Column c = elements.element(values, e);
            columns.add(from == 0 && count == c.size() ? c : c.slice(from, count));
        }
        distinct.add(new Chunk(columns, count));
        if (maxRows > 0 && distinct.groups() > maxRows) {
            distinct = null;
        }
    }

    @Override
    public SkipIndexGranule finish() {
        AggregatedData granule = distinct;
        distinct = SetKeys.newTable(params);
        if (granule == null) {
            return SetGranule.TOO_MANY;
        }
        List<Chunk> chunks = granule.resultChunks(Integer.MAX_VALUE);
        if (chunks.isEmpty()) {
            return new SetGranule(elements.types().stream().map(t -> ColumnBuilder.create(t, 0).build()).toList(), 0);
        }
        Chunk all = chunks.get(0);
        return new SetGranule(all.columns().subList(0, elements.size()), all.rows());
    }
}
