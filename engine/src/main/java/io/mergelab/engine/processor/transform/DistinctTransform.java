package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.processor.SimpleTransform;
import java.util.HashSet;
import java.util.Set;

/** Passes each distinct combination of the key columns once (its first row), remembering the keys seen. */
public final class DistinctTransform extends SimpleTransform {
    private final RowKeys keys;
    private final Set<RowKeys.Key> seen = new HashSet<>();
    private long seenBytes;

    public DistinctTransform(int[] keyColumns) {
        this.keys = new RowKeys(keyColumns);
    }

    @Override
    public String name() {
        return "DistinctTransform";
    }

    @Override
    public long memoryBytes() {
        return super.memoryBytes() + seenBytes;
    }

    @Override
    protected Chunk transform(Chunk chunk) {
        int[] rows = new int[chunk.rows()];
        int n = 0;
        for (int r = 0; r < chunk.rows(); r++) {
            RowKeys.Key key = keys.key(chunk.columns(), r);
            if (seen.add(key)) {
                seenBytes += key.heapBytes();
                rows[n++] = r;
            }
        }
        return n == chunk.rows() ? chunk : chunk.take(rows, n);
    }
}
