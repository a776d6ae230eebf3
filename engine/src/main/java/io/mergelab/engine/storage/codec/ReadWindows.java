package io.mergelab.engine.storage.codec;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Direct buffers that stream readers read file bytes into: the file's bytes land there without the JDK's copy
 * through a temporary direct buffer, and checksums and raw blocks are read in place. A closed reader gives its buffer
 * back and the next reader takes it, so a query does not allocate (and zero) its read windows again; at most
 * {@link #MAX_POOLED} wait here, the rest are left to the garbage collector.
 */
final class ReadWindows {
    private static final int MAX_POOLED = 32;
    private static final ConcurrentLinkedQueue<ByteBuffer> FREE = new ConcurrentLinkedQueue<>();
    private static final AtomicInteger POOLED = new AtomicInteger();

    private ReadWindows() {
    }

    /** A little-endian direct buffer of at least {@code capacity} bytes, position 0, limit at its capacity. */
    static ByteBuffer take(int capacity) {
        ByteBuffer b = FREE.poll();
        if (b != null) {
            POOLED.decrementAndGet();
            if (b.capacity() >= capacity) {
                return b.clear();
            }
        }
        // no larger than asked: a merge opens a reader per stream of every part, most of them small files
        return ByteBuffer.allocateDirect(capacity).order(ByteOrder.LITTLE_ENDIAN);
    }

    /** Hands a buffer from {@link #take} back; the caller must not use it afterwards. */
    static void give(ByteBuffer window) {
        if (POOLED.incrementAndGet() <= MAX_POOLED) {
            FREE.add(window);
        } else {
            POOLED.decrementAndGet();
        }
    }
}
