package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.RecycledLongs;
import io.mergelab.engine.column.Selections;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.index.cache.ReadOrigin;
import io.mergelab.engine.processor.SimpleTransform;
import java.util.List;

/**
 * Keeps the rows whose condition is true: the condition selects the kept rows of the whole chunk (through a mask, or
 * directly for a comparison of integers, see {@link CompiledExpression#selectRows}), then the kept rows are taken
 * column by column. NULL counts as false.
 *
 * <p>A filter of a MergeTree read's PREWHERE / WHERE condition knows that read's plan step ({@code read}); for
 * chunks of that read tagged with a {@link ReadOrigin} it reports the granules it leaves without rows to the query
 * condition cache and tags its output with the kept rows' origin.
 *
 * <p>Fed by MergeTree reads (whose chunks are read fresh and go nowhere else, see {@link ReadArrays}) it hands the
 * integer arrays of a chunk it filtered back to {@link RecycledLongs} once it copied out the kept rows, so the read
 * decodes its next block into arrays still in the cache.
 */
public final class FilterTransform extends SimpleTransform {
    private final CompiledExpression condition;
    /** The read whose condition this filter is part of, by identity; {@code null} for other filters. */
    private final Object read;
    /** Whether the input comes from MergeTree reads (see {@link ReadArrays}); null until the first chunk (ports connect later). */
    private Boolean fedByReads;

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
        Chunk out = n == 0 ? null : chunk.take(rows, n);
        if (origin != null) {
            ReadOrigin kept = origin.afterFilter(rows, n);
            out = out == null ? null : out.withInfo(kept);
        }
        if (fedByReads == null) {
            fedByReads = ReadArrays.fedByReads(input());
        }
        if (fedByReads) {
            ReadArrays.giveBack(chunk.columns(), out == null ? List.of() : out.columns());
        }
        return out;
    }
}
