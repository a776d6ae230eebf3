package io.mergelab.engine.memory;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.settings.Settings;
import java.math.BigDecimal;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The per-query limits checked while reading: {@code max_execution_time} and {@code max_rows_to_read} (0 =
 * unlimited for both). Sources call {@link #addReadRows} once per chunk they read, and the executor may call
 * {@link #checkTime} between work calls: each is an atomic add, a clock read and two comparisons. It also
 * counts the rows and bytes read so far, which system.processes shows while the query runs.
 */
public final class QueryLimits {
    private final long maxExecutionNanos;
    private final long maxExecutionSeconds;
    private final long maxRowsToRead;
    private final long startNanos;
    private final AtomicLong readRows = new AtomicLong();
    private final AtomicLong readBytes = new AtomicLong();

    public QueryLimits(long maxExecutionSeconds, long maxRowsToRead, long startNanos) {
        this.maxExecutionSeconds = maxExecutionSeconds;
        this.maxExecutionNanos = maxExecutionSeconds > Long.MAX_VALUE / 1_000_000_000L
                ? Long.MAX_VALUE : maxExecutionSeconds * 1_000_000_000L;
        this.maxRowsToRead = maxRowsToRead;
        this.startNanos = startNanos;
    }

    /** Limits from the query's settings, counting time from now. */
    public static QueryLimits from(Settings settings) {
        return new QueryLimits(settings.getLong("max_execution_time"), settings.getLong("max_rows_to_read"), System.nanoTime());
    }

    /** Counts a chunk read from a table, then checks both limits. */
    public void addReadRows(long rows, long bytes) {
        long total = readRows.addAndGet(rows);
        readBytes.addAndGet(bytes);
        if (maxRowsToRead > 0 && total > maxRowsToRead) {
            throw new MergeLabException(ErrorCode.TOO_MANY_ROWS, "Limit for rows (controlled by 'max_rows_to_read' setting) exceeded, max rows: "
                    + maxRowsToRead + ", current rows: " + total);
        }
        checkTime();
    }

    /** Fails with TIMEOUT_EXCEEDED once the query has run longer than {@code max_execution_time}. */
    public void checkTime() {
        if (maxExecutionNanos > 0) {
            long elapsed = System.nanoTime() - startNanos;
            if (elapsed > maxExecutionNanos) {
                throw new MergeLabException(ErrorCode.TIMEOUT_EXCEEDED, "Timeout exceeded: elapsed "
                        + BigDecimal.valueOf(elapsed, 9).stripTrailingZeros().toPlainString() + " seconds, maximum: "
                        + maxExecutionSeconds);
            }
        }
    }

    public long readRows() {
        return readRows.get();
    }

    public long readBytes() {
        return readBytes.get();
    }

    public long startNanos() {
        return startNanos;
    }

    public long elapsedNanos() {
        return System.nanoTime() - startNanos;
    }
}
