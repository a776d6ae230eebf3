package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Selections;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.index.cache.ReadOrigin;
import io.mergelab.engine.processor.SimpleTransform;

/**
 * Keeps the rows whose condition is true: the condition selects the kept rows of the whole chunk (through a mask, or
 * directly for a comparison of integers, see {@link CompiledExpression#selectRows}), then the kept rows are taken
 * column by column. NULL counts as false.
 *
 * <p>A filter of a MergeTree read's PREWHERE / WHERE condition knows that read's plan step ({@code read}); for
 * chunks of that read tagged with a {@link ReadOrigin} it reports the granules it leaves without rows to the query
 * condition cache and tags its output with the kept rows' origin.
 */
public final class FilterTransform extends SimpleTransform {
    private final CompiledExpression condition;
    /** The read whose condition this filter is part of, by identity; {@code null} for other filters. */
    private final Object read;

    public FilterTransform(CompiledExpression condition) {
        this(condition, null);
    }

    public FilterTransform(CompiledExpression condition, Object read) {
        this.condition = condition;
        this.read = read;
    }

    @Override
    public String name() {
        return "FilterTransform";
    }

    @Override
    protected Chunk transform(Chunk chunk) {
        int[] rows = condition.selectRows(chunk);
        int n = Selections.count(rows);
        if (n == chunk.rows()) {
            return chunk;
        }
        ReadOrigin origin = read != null && chunk.info() instanceof ReadOrigin o && o.fill().isFor(read) ? o : null;
        if (origin != null) {
            ReadOrigin kept = origin.afterFilter(rows, n);
            return n == 0 ? null : chunk.take(rows, n).withInfo(kept);
        }
        return n == 0 ? null : chunk.take(rows, n);
    }
}
