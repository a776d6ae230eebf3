package io.mergelab.engine.table;

import io.mergelab.engine.memory.QueryLimits;
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
    private final QueryLimits limits;

    /** Counters that enforce nothing (tests, internal reads). */
    public ReadCounters() {
        this(null);
    }

    /** Counters that check {@code max_rows_to_read} and {@code max_execution_time} on every block. */
    public ReadCounters(QueryLimits limits) {
        this.limits = limits;
    }

    /** Counts one block read; fails with TOO_MANY_ROWS or TIMEOUT_EXCEEDED when a limit is crossed. */
    public void add(long readRows, long readBytes) {
        rows.add(readRows);
        bytes.add(readBytes);
        largestBlockBytes.accumulate(readBytes);
        if (limits != null) {
            limits.addReadRows(readRows, readBytes);
        }
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
