package io.mergelab.engine.processor.transform;

import io.mergelab.engine.aggregate.AggregatedData;
import io.mergelab.engine.aggregate.AggregationParams;
import io.mergelab.engine.aggregate.ManyAggregatedData;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.processor.AccumulatingTransform;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * After every AggregatingTransform finished (its input, behind a Resize, ends only then): merges bucket
 * {@code bucket} of {@code buckets} of the partial states — the groups whose key hash falls in that bucket — and
 * emits them in chunks of at most max_block_size rows. One instance per bucket, so the merge runs in parallel. A
 * partial state whose groups all fall into this bucket (one state alone, or the rows were dealt by bucket before
 * aggregating) is emitted as it is, with the other states' groups of the bucket merged into it.
 */
public final class ConvertingAggregatedToChunksTransform extends AccumulatingTransform {
    private final AggregationParams params;
    private final ManyAggregatedData shared;
    private final int bucket;
    private final int buckets;
    private final int maxBlockRows;
    private Iterator<Chunk> results;
    /** While emitting: the partial states (counted by bucket 0 alone, once their transforms let go) and the merge. */
    private long heldBytes;

    public ConvertingAggregatedToChunksTransform(AggregationParams params, ManyAggregatedData shared, int bucket,
                                                 int buckets, int maxBlockRows) {
        this.params = params;
        this.shared = shared;
        this.bucket = bucket;
        this.buckets = buckets;
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
    protected long stateBytes() {
        return heldBytes;
    }

    @Override
    protected Chunk generate() {
        if (results == null) {
            List<AggregatedData> parts = shared.all();
            List<AggregatedData> contributing = new ArrayList<>();
            AggregatedData own = null;
            // the groups the contributing parts hold in this bucket, as many as the merge can have: its table is
            // made that size at once instead of doubling (and rehashing) while they merge into it; at most twice
            // the largest part's, as many threads' parts sharing their keys would otherwise oversize it
            long contributed = 0;
            long largest = 0;
            for (AggregatedData part : parts) {
                int in = part.groupsIn(bucket, buckets);
                if (in == 0) {
                    continue;
                }
                // a part holding only this bucket's groups (all of them, when the rows were dealt by bucket) is
                // read by no other merger, so it becomes the result and the others' groups merge into it
                if (own == null && in == part.groups()) {
                    own = part;
                } else {
                    contributing.add(part);
                    contributed += in;
                    largest = Math.max(largest, in);
                }
            }
            AggregatedData merged = own;
            if (merged == null) {
                merged = params.newData((int) Math.min(Integer.MAX_VALUE / 4, Math.min(contributed, 2 * largest)));
            }
            for (AggregatedData part : contributing) {
                merged.mergeFrom(part, bucket, buckets);
            }
            results = merged.resultChunks(maxBlockRows).iterator();
            heldBytes = (parts.contains(merged) ? 0 : merged.byteSize())
                    + (bucket == 0 ? parts.stream().mapToLong(AggregatedData::byteSize).sum() : 0);
        }
        if (results.hasNext()) {
            return results.next();
        }
        heldBytes = 0;
        return null;
    }
}
