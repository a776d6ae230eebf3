package io.mergelab.engine.storage.codec;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The arrays stream readers decompress blocks into (and copy raw blocks into for decoding): a closed reader gives its
 * array back and the next reader takes it, so a short query (a LIMIT 1) does not allocate and zero a block's
 * megabyte again for each stream it opens; at most {@link #MAX_POOLED} wait here, the rest are left to the garbage
 * collector, as with {@link ReadWindows}.
 */
final class DecompressBuffers {
    private static final int MAX_POOLED = 16;
    private static final ConcurrentLinkedQueue<byte[]> FREE = new ConcurrentLinkedQueue<>();
    private static final AtomicInteger POOLED = new AtomicInteger();

    private DecompressBuffers() {
    }

    /** An array of at least {@code size} bytes, its contents undefined. */
    static byte[] take(int size) {
        byte[] b = FREE.poll();
        if (b != null) {
            POOLED.decrementAndGet();
            if (b.length >= size) {
                return b;
            }
        }
        return new byte[size];
    }

    /** Hands an array from {@link #take} back; the caller must not use it afterwards. */
    static void give(byte[] buffer) {
        if (buffer.length > 0 && POOLED.incrementAndGet() <= MAX_POOLED) {
            FREE.add(buffer);
        } else if (buffer.length > 0) {
            POOLED.decrementAndGet();
        }
    }
}
