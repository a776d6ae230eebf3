package io.mergelab.engine.processor;

import io.mergelab.engine.column.Chunk;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The pipeline's end: hands result chunks to the thread that reads the query result, through a small queue.
 * A worker blocks here while the reader is slow (its time shows as this processor's work). With a second input,
 * as ClickHouse's output formats, it reads the totals after the main input ended and keeps them for
 * {@link #totals()}, which is set before the end of data is signalled.
 */
public final class LazyOutputFormat extends Processor {
    private static final Object END = new Object();
    private final BlockingQueue<Object> queue = new ArrayBlockingQueue<>(4);
    private volatile boolean abandoned;
    private volatile Chunk totals;
    private Chunk pending;
    private boolean pendingIsTotals;
    private boolean inputsDone;
    private boolean finished;

    public LazyOutputFormat() {
        this(false);
    }

    /** {@code withTotals}: a second input carries the totals row. */
    public LazyOutputFormat(boolean withTotals) {
        super(withTotals ? 2 : 1, 0);
    }

    @Override
    public String name() {
        return "LazyOutputFormat";
    }

    @Override
    public Status prepare() {
        if (pending != null) {
            return Status.READY;
        }
        if (finished) {
            return Status.FINISHED;
        }
        InputPort main = input();
        if (!main.isFinished()) {
            return pull(main, false);
        }
        if (inputs().size() > 1 && !inputs().get(1).isFinished()) {
            return pull(inputs().get(1), true);
        }
        inputsDone = true;
        return Status.READY;
    }

    private Status pull(InputPort in, boolean isTotals) {
        in.setNeeded();
        if (!in.hasData()) {
            return Status.NEED_DATA;
        }
        pending = in.pull();
        pendingIsTotals = isTotals;
        return Status.READY;
    }

    @Override
    public void work() {
        if (pending != null) {
            Chunk c = pending;
            pending = null;
            if (pendingIsTotals) {
                totals = c;
            } else {
                offer(c);
            }
        } else if (inputsDone) {
            finished = true;
            offer(END);
        }
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

    /** The totals row (WITH TOTALS), known once the end of data was delivered. */
    Optional<Chunk> totals() {
        return Optional.ofNullable(totals);
    }

    /** The reader gave up: stop blocking the pipeline. */
    void abandon() {
        abandoned = true;
        queue.clear();
    }

    static final Object END_OF_DATA = new Object();
}
