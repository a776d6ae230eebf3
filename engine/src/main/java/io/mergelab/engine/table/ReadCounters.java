package io.mergelab.engine.table;

import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

/**
 * Rows and uncompressed bytes read from tables by one query (query_log.read_rows / read_bytes), and the
 * largest block read, which stands in for peak memory until queries have a memory tracker.
 */
public final class ReadCounters {
    private final LongAdder rows = new LongAdder();
    private final LongAdder bytes = new LongAdder();
    private final LongAccumulator largestBlockBytes = new LongAccumulator(Math::max, 0);

    /** Counts one block read. */
    public void add(long readRows, long readBytes) {
        rows.add(readRows);
        bytes.add(readBytes);
        largestBlockBytes.accumulate(readBytes);
    }

    public long largestBlockBytes() {
        return largestBlockBytes.get();
    }

    public long rows() {
        return rows.sum();
    }

    public long bytes() {
        return bytes.sum();
    }
}
