package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.processor.AccumulatingTransform;
import java.util.List;

/** Collects one stream's sorted chunks and outputs them merged into one sorted sequence (at most {@code limit} rows). */
public final class MergeSortingTransform extends AccumulatingTransform {
    private final SortedOutput output;

    public MergeSortingTransform(List<SortColumn> keys, long limit, int maxBlockRows) {
        this.output = new SortedOutput(keys, limit, maxBlockRows);
    }

    @Override
    public String name() {
        return "MergeSortingTransform";
    }

    @Override
    protected void consume(Chunk chunk) {
        output.add(chunk);
    }

    @Override
    protected long stateBytes() {
        return output.heldBytes();
    }

    @Override
    protected Chunk generate() {
        return output.next();
    }
}
