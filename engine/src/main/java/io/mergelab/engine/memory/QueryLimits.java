package io.mergelab.engine.memory;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.settings.Settings;
import java.math.BigDecimal;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The per-query limits checked while reading: {@code max_execution_time} (fractional seconds) and
 * {@code max_rows_to_read} (0 = unlimited for both). Sources call {@link #addReadRows} once per chunk they read,
 * and long work (constant folding, functions over big blocks) calls {@link #checkTime}: each is an atomic add, a
 * clock read and two comparisons. With {@code timeout_overflow_mode = 'break'} an expired time does not fail:
 * {@link #readingTimeOver} turns true and the executor ends the sources, so the query returns what it read.
 * It also counts the rows and bytes read so far, which system.processes shows while the query runs.
 */
public final class QueryLimits {
    private final long maxExecutionNanos;
    private final boolean breakOnTimeout;
    private final long maxRowsToRead;
    private final long startNanos;
    private final AtomicLong readRows = new AtomicLong();
    private final AtomicLong readBytes = new AtomicLong();

    /** Limits that fail with TIMEOUT_EXCEEDED after {@code maxExecutionSeconds} (0: never). */
    public QueryLimits(double maxExecutionSeconds, long maxRowsToRead, long startNanos) {
        this(maxExecutionSeconds, false, maxRowsToRead, startNanos);
    }

    public QueryLimits(double maxExecutionSeconds, boolean breakOnTimeout, long maxRowsToRead, long startNanos) {
        double nanos = maxExecutionSeconds * 1e9;
        this.maxExecutionNanos = nanos >= Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(0, (long) Math.ceil(nanos));
        this.breakOnTimeout = breakOnTimeout;
        this.maxRowsToRead = maxRowsToRead;
        this.startNanos = startNanos;
    }

    /** Limits from the query's settings, counting time from now. */
    public static QueryLimits from(Settings settings) {
        return new QueryLimits(settings.getSeconds("max_execution_time"),
                settings.get("timeout_overflow_mode").equals("break"), settings.getLong("max_rows_to_read"),
                System.nanoTime());
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

    /**
     * Fails with TIMEOUT_EXCEEDED once the query has run longer than {@code max_execution_time}; in break mode it
     * never fails (the executor stops the reading instead, see {@link #readingTimeOver}).
     */
    public void checkTime() {
        if (maxExecutionNanos > 0 && !breakOnTimeout) {
            long elapsed = System.nanoTime() - startNanos;
            if (elapsed > maxExecutionNanos) {
                throw new MergeLabException(ErrorCode.TIMEOUT_EXCEEDED, "Timeout exceeded: elapsed "
                        + seconds(elapsed) + " seconds, maximum: " + seconds(maxExecutionNanos));
            }
        }
    }

    /** Whether reading should end now because the time ran out under {@code timeout_overflow_mode = 'break'}. */
    public boolean readingTimeOver() {
        return breakOnTimeout && maxExecutionNanos > 0 && System.nanoTime() - startNanos > maxExecutionNanos;
    }

    private static String seconds(long nanos) {
        return BigDecimal.valueOf(nanos, 9).stripTrailingZeros().toPlainString();
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
