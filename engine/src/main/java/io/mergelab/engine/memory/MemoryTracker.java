package io.mergelab.engine.memory;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.ReadableNumbers;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Bytes held by one query (chunk buffers, hash tables, sort buffers), shared by all its threads. Callers report
 * what they take ({@link #alloc}) and give back ({@link #free}); the tracker keeps the peak for query_log's
 * memory_usage and enforces {@code max_memory_usage} (0 = unlimited). A refused allocation is not counted, so
 * the query fails cleanly and whatever it already holds is freed as usual.
 */
public final class MemoryTracker {
    private final long limitBytes;
    private final AtomicLong usedBytes = new AtomicLong();
    private final AtomicLong peakBytes = new AtomicLong();

    public MemoryTracker(long limitBytes) {
        if (limitBytes < 0) {
            throw new IllegalArgumentException("memory limit must not be negative: " + limitBytes);
        }
        this.limitBytes = limitBytes;
    }

    /** A tracker without a limit. */
    public static MemoryTracker unlimited() {
        return new MemoryTracker(0);
    }

    /** Counts {@code bytes} more; fails with MEMORY_LIMIT_EXCEEDED (and counts nothing) past the limit. */
    public void alloc(long bytes) {
        if (bytes < 0) {
            throw new IllegalArgumentException("cannot allocate a negative size: " + bytes);
        }
        long now = usedBytes.addAndGet(bytes);
        if (limitBytes > 0 && now > limitBytes) {
            usedBytes.addAndGet(-bytes);
            throw new MergeLabException(ErrorCode.MEMORY_LIMIT_EXCEEDED, "Memory limit (for query) exceeded: would use "
                    + ReadableNumbers.size(now) + " (attempt to allocate chunk of " + bytes + " bytes), maximum: "
                    + ReadableNumbers.size(limitBytes));
        }
        peakBytes.accumulateAndGet(now, Math::max);
    }

    /** Gives back {@code bytes} taken earlier by {@link #alloc}. */
    public void free(long bytes) {
        if (bytes < 0) {
            throw new IllegalArgumentException("cannot free a negative size: " + bytes);
        }
        usedBytes.addAndGet(-bytes);
    }

    public long used() {
        return usedBytes.get();
    }

    public long peak() {
        return peakBytes.get();
    }

    public long limit() {
        return limitBytes;
    }
}
