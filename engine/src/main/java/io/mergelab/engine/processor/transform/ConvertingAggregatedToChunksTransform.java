package io.mergelab.engine.processor.transform;

import io.mergelab.engine.aggregate.AggregatedData;
import io.mergelab.engine.aggregate.ManyAggregatedData;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.processor.AccumulatingTransform;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;

/**
 * After every AggregatingTransform finished (its input, behind {@code Resize k → 1}, ends only then): merges the
 * partial states into the largest one and emits the result in chunks of at most max_block_size rows.
 */
public final class ConvertingAggregatedToChunksTransform extends AccumulatingTransform {
    private final ManyAggregatedData shared;
    private final int maxBlockRows;
    private Iterator<Chunk> results;

    public ConvertingAggregatedToChunksTransform(ManyAggregatedData shared, int maxBlockRows) {
        this.shared = shared;
        this.maxBlockRows = Math.max(1, maxBlockRows);
    }

    @Override
    public String name() {
        return "ConvertingAggregatedToChunksTransform";
    }

    @Override
    protected void consume(Chunk chunk) {
        if (chunk.rows() > 0) {
            throw new IllegalStateException("aggregating streams pass no rows, got " + chunk.rows());
        }
    }

    @Override
    protected Chunk generate() {
        if (results == null) {
            List<AggregatedData> parts = shared.all();
            AggregatedData target = parts.stream().max(Comparator.comparingInt(AggregatedData::groups)).orElseThrow();
            for (AggregatedData part : parts) {
                if (part != target) {
                    target.mergeFrom(part);
                }
            }
            results = target.resultChunks(maxBlockRows).iterator();
        }
        return results.hasNext() ? results.next() : null;
    }
}
