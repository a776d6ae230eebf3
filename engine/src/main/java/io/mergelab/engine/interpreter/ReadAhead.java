package io.mergelab.engine.interpreter;

import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Pulls the next element of an iterator on a helper thread while the caller works on the current one, so an
 * INSERT parses block k + 1 while block k is sorted and written. A failure of the source surfaces, unchanged,
 * from the caller's {@link #hasNext()}.
 */
final class ReadAhead<T> implements Iterator<T>, AutoCloseable {
    private static final Object END = new Object();

    private record Failure(Throwable error) {
    }

    private final BlockingQueue<Object> queue = new ArrayBlockingQueue<>(1);
    private final Thread producer;
    private volatile boolean closed;
    private Object next;

    ReadAhead(Iterator<T> source, String threadName) {
        producer = new Thread(() -> {
            try {
                while (!closed && source.hasNext()) {
                    put(source.next());
                }
                put(END);
            } catch (Throwable t) {
                put(new Failure(t));
            }
        }, threadName);
        producer.setDaemon(true);
        producer.start();
    }

    private void put(Object item) {
        try {
            while (!closed && !queue.offer(item, 50, TimeUnit.MILLISECONDS)) {
                // the consumer is busy writing; try again unless it gave up
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public boolean hasNext() {
        if (next == null) {
            try {
                next = queue.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for the next block", e);
            }
        }
        if (next instanceof Failure f) {
            if (f.error() instanceof RuntimeException r) {
                throw r;
            }
            if (f.error() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(f.error());
        }
        return next != END;
    }

    @Override
    @SuppressWarnings("unchecked")
    public T next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        T item = (T) next;
        next = null;
        return item;
    }

    /**
     * Stops the helper thread (after the end, or when the consumer failed) and waits a little for it; a source
     * blocked reading a stream that never ends is left to finish on its own rather than hang the caller.
     */
    @Override
    public void close() {
        closed = true;
        queue.clear();
        try {
            producer.join(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
