package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.processor.SimpleTransform;
import java.util.HashMap;
import java.util.Map;

/** {@code LIMIT n OFFSET m BY keys}: per key combination, skips the first m rows and passes the next n. */
public final class LimitByTransform extends SimpleTransform {
    private final RowKeys keys;
    private final long limit;
    private final long offset;
    private final Map<RowKeys.Key, long[]> counts = new HashMap<>();
    private long countsBytes;

    public LimitByTransform(int[] keyColumns, long limit, long offset) {
        this.keys = new RowKeys(keyColumns);
        this.limit = limit;
        this.offset = offset;
    }

    @Override
    public String name() {
        return "LimitByTransform";
    }

    @Override
    public long memoryBytes() {
        return super.memoryBytes() + countsBytes;
    }

    private long[] newCount(RowKeys.Key key) {
        countsBytes += key.heapBytes() + 24;
        return new long[1];
    }

    @Override
    protected Chunk transform(Chunk chunk) {
        int[] rows = new int[chunk.rows()];
        int n = 0;
        for (int r = 0; r < chunk.rows(); r++) {
            long seen = counts.computeIfAbsent(keys.key(chunk.columns(), r), this::newCount)[0]++;
            if (seen >= offset && seen - offset < limit) {
                rows[n++] = r;
            }
        }
        return n == chunk.rows() ? chunk : chunk.take(rows, n);
    }
}
