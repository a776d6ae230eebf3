package io.mergelab.engine.processor.transform;

import io.mergelab.engine.aggregate.AggregatedData;
import io.mergelab.engine.aggregate.AggregationParams;
import io.mergelab.engine.aggregate.ManyAggregatedData;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.memory.QueryGuard;
import io.mergelab.engine.processor.AccumulatingTransform;
import java.util.List;

/**
 * Aggregates one stream into its own hash table (so k streams aggregate in parallel), then hands the partial
 * state to the shared {@link ManyAggregatedData} and finishes without output rows. Fed by MergeTree reads, it hands
 * the integer arrays of each chunk it added back to {@link io.mergelab.engine.column.RecycledLongs}, for the reads to
 * decode into again (see {@link ReadArrays}).
 */
public final class AggregatingTransform extends AccumulatingTransform {
    /**
     * Rows added between checks of the query's limits. A block of many new groups takes long and grows the state
     * by much (a second and hundreds of megabytes for a million-row block): max_execution_time, max_memory_usage
     * and a failure elsewhere in the pipeline must stop it inside the block, not after it. Slicing copies every
     * column, though (a quarter of a keyless sum's time, a sixth of a GROUP BY UserID's), so a block is added whole
     * when there are no keys (one group, whose state grows by no more than the block holds) or when, at the state's
     * growth per row over the previous block, it would add at most {@link #BYTES_PER_CHECK}.
     */
    static final int ROWS_PER_CHECK = 8192;
    static final long BYTES_PER_CHECK = 8L << 20;

    private final ManyAggregatedData shared;
    private final int stream;
    private final AggregatedData data;
    /** The state's size when the last block was added: the executor counts that much after a work call. */
    private long countedBytes;
    /** How much the state grew per row over the previous block; unknown (so sliced) before the first. */
    private double bytesPerRow = Double.POSITIVE_INFINITY;
    /** Whether the input comes from MergeTree reads (see {@link ReadArrays}); null until the first chunk. */
    private Boolean fedByReads;

    /** {@code expectedGroups}: the size to make the hash table at once (a hint from earlier runs; 0 for none). */
    public AggregatingTransform(AggregationParams params, ManyAggregatedData shared, int stream, int expectedGroups) {
        this.shared = shared;
        this.stream = stream;
        this.data = params.newData(expectedGroups);
    }

    @Override
    public String name() {
        return "AggregatingTransform";
    }

    @Override
    protected void consume(Chunk chunk) {
        int rows = chunk.rows();
        if (rows <= ROWS_PER_CHECK || data.keyless() || rows * bytesPerRow <= BYTES_PER_CHECK) {
            data.add(chunk);
        } else {
            QueryGuard guard = QueryGuard.current();
            for (int from = 0; from < rows; from += ROWS_PER_CHECK) {
                data.add(chunk.slice(from, Math.min(ROWS_PER_CHECK, rows - from)));
                // the executor counts the state only after this call: its growth so far is checked against the limit
                guard.checkAllocation(Math.max(0, data.byteSize() - countedBytes));
            }
        }
        if (fedByReads == null) {
            fedByReads = ReadArrays.fedByReads(input());
        }
        if (fedByReads) {
            // the state holds copies of what it keeps (see AggregatedData#add): the chunk's arrays are dead
            ReadArrays.giveBack(chunk.columns(), List.of());
        }
        long bytes = data.byteSize();
        bytesPerRow = (double) Math.max(0, bytes - countedBytes) / rows;
        countedBytes = bytes;
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
