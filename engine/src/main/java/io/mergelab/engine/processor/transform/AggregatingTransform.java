package io.mergelab.engine.processor.transform;

import io.mergelab.engine.aggregate.AggregatedData;
import io.mergelab.engine.aggregate.AggregationParams;
import io.mergelab.engine.aggregate.ManyAggregatedData;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.processor.AccumulatingTransform;

/**
 * Aggregates one stream into its own hash table (so k streams aggregate in parallel), then hands the partial
 * state to the shared {@link ManyAggregatedData} and finishes without output rows.
 */
public final class AggregatingTransform extends AccumulatingTransform {
    private final ManyAggregatedData shared;
    private final int stream;
    private final AggregatedData data;

    public AggregatingTransform(AggregationParams params, ManyAggregatedData shared, int stream) {
        this.shared = shared;
        this.stream = stream;
        this.data = params.newData();
    }

    @Override
    public String name() {
        return "AggregatingTransform";
    }

    @Override
    protected void consume(Chunk chunk) {
        data.add(chunk);
    }

    @Override
    protected long stateBytes() {
        return data.byteSize();
    }

    @Override
    protected Chunk generate() {
        data.seal();
        shared.set(stream, data);
        return null;
    }
}
