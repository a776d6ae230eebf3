package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.finalread.KeyBound;
import io.mergelab.engine.finalread.KeyOrder;
import io.mergelab.engine.finalread.Layer;
import io.mergelab.engine.processor.SimpleTransform;
import java.util.ArrayList;
import java.util.List;

/**
 * Keeps the rows of a stream sorted by primary key whose key lies in a FINAL layer's slice {@code (lower, upper]}.
 * The stream is sorted, so the kept rows of a chunk are one contiguous run, found by binary search on the key
 * columns (evaluated from the chunk by the primary key's expressions); a chunk wholly inside passes unchanged.
 */
public final class FilterSortedStreamByRange extends SimpleTransform {
    private final List<CompiledExpression> primaryKey;
    private final KeyBound lower;
    private final KeyBound upper;
    private final String description;

    public FilterSortedStreamByRange(List<CompiledExpression> primaryKey, Layer layer) {
        this.primaryKey = List.copyOf(primaryKey);
        this.lower = layer.lower();
        this.upper = layer.upper();
        this.description = layer.describe();
    }

    @Override
    public String name() {
        return "FilterSortedStreamByRange";
    }

    /** The slice, as ClickHouse describes it: {@code filter values in ((1), (5)]}. */
    @Override
    public String description() {
        return description;
    }

    @Override
    protected Chunk transform(Chunk chunk) {
        List<Column> key = new ArrayList<>(primaryKey.size());
        for (CompiledExpression e : primaryKey) {
            key.add(e.evaluate(chunk));
        }
        int rows = chunk.rows();
        int from = lower == null ? 0 : firstAbove(key, rows, lower);
        int to = upper == null ? rows : firstAbove(key, rows, upper);
        if (from == 0 && to == rows) {
            return chunk;
        }
        return from >= to ? null : chunk.slice(from, to - from);
    }

    /** The first row whose key is greater than {@code bound} ({@code rows} when none is). */
    private static int firstAbove(List<Column> key, int rows, KeyBound bound) {
        if (rows == 0 || KeyOrder.compare(key, rows - 1, bound) <= 0) {
            return rows;
        }
        int lo = 0;
        int hi = rows - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (KeyOrder.compare(key, mid, bound) > 0) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }
}
