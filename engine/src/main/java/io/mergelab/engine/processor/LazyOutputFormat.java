package io.mergelab.engine.processor;

import io.mergelab.engine.column.Chunk;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The pipeline's end: hands result chunks to the thread that reads the query result, through a small queue.
 * A worker blocks here while the reader is slow (its time shows as this processor's work).
 */
public final class LazyOutputFormat extends SinkProcessor {
    private static final Object END = new Object();
    private final BlockingQueue<Object> queue = new ArrayBlockingQueue<>(4);
    private volatile boolean abandoned;

    @Override
    public String name() {
        return "LazyOutputFormat";
    }

    @Override
    protected void consume(Chunk chunk) {
        offer(chunk);
    }

    @Override
    protected void onFinish() {
        offer(END);
    }

    private void offer(Object item) {
        try {
            while (!abandoned && !queue.offer(item, 20, TimeUnit.MILLISECONDS)) {
                // the reader is slow; check again whether it gave up
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * The next result chunk, waiting up to {@code millis}; {@link #END_OF_DATA} once all was delivered,
     * {@code null} on timeout.
     */
    Object poll(long millis) throws InterruptedException {
        Object o = queue.poll(millis, TimeUnit.MILLISECONDS);
        return o == END ? END_OF_DATA : o;
    }

    /** The reader gave up: stop blocking the pipeline. */
    void abandon() {
        abandoned = true;
        queue.clear();
    }

    static final Object END_OF_DATA = new Object();
}
