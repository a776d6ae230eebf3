package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.processor.SimpleTransform;
import java.util.List;

/**
 * Sorts each chunk on its own, so that later steps only merge sorted runs; with a LIMIT, keeps only each chunk's
 * first {@code limit} rows, since no other row of it can reach the result.
 */
public final class PartialSortingTransform extends SimpleTransform {
    private final List<SortColumn> keys;
    private final long limit;

    public PartialSortingTransform(List<SortColumn> keys, long limit) {
        this.keys = List.copyOf(keys);
        this.limit = limit;
    }

    @Override
    public String name() {
        return "PartialSortingTransform";
    }

    @Override
    protected Chunk transform(Chunk chunk) {
        return SortColumn.sortTop(keys, chunk, limit);
    }
}
