package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.processor.SimpleTransform;
import java.util.List;

/** Sorts each chunk on its own, so that later steps only merge sorted runs. */
public final class PartialSortingTransform extends SimpleTransform {
    private final List<SortColumn> keys;

    public PartialSortingTransform(List<SortColumn> keys) {
        this.keys = List.copyOf(keys);
    }

    @Override
    public String name() {
        return "PartialSortingTransform";
    }

    @Override
    protected Chunk transform(Chunk chunk) {
        return SortColumn.sort(keys, chunk);
    }
}
