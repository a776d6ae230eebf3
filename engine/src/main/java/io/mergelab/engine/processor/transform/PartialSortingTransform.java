package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.processor.SimpleTransform;
import java.util.List;

/**
 * Sorts each chunk on its own, so that later steps only merge sorted runs; with a LIMIT, keeps only each chunk's
 * first {@code limit} rows, since no other row of it can reach the result, and skips at once the rows of later
 * chunks that sort after the stream's known top-{@code limit} boundary ({@link TopNThreshold}).
 */
public final class PartialSortingTransform extends SimpleTransform {
    private final List<SortColumn> keys;
    private final long limit;
    private final TopNThreshold threshold;
    private int[] candidates = new int[0];

    public PartialSortingTransform(List<SortColumn> keys, long limit) {
        this.keys = List.copyOf(keys);
        this.limit = limit;
        this.threshold = limit < Integer.MAX_VALUE && !keys.isEmpty() ? new TopNThreshold(keys.get(0)) : null;
    }

    @Override
    public String name() {
        return "PartialSortingTransform";
    }

    @Override
    protected Chunk transform(Chunk chunk) {
        if (threshold == null) {
            return SortColumn.sortTop(keys, chunk, limit);
        }
        if (candidates.length < chunk.rows()) {
            candidates = new int[chunk.rows()];
        }
        int n = threshold.candidates(chunk, candidates);
        Chunk top = n < 0 ? SortColumn.sortTop(keys, chunk, limit) : SortColumn.sortTop(keys, chunk, candidates, n, limit);
        if (top.rows() == limit) {
            threshold.offer(top, top.rows() - 1);
        }
        return top;
    }
}
