package io.mergelab.engine.processor;

import io.mergelab.engine.ProcessorStats;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.memory.MemoryTracker;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * A built pipeline ready to run: its processors, ending in one {@link LazyOutputFormat}. {@link #start} runs it
 * on worker threads; {@link #results()} streams the output to the caller's thread; {@link #stats()} gives every
 * processor's measurements, live while it runs and final once it ended.
 */
public final class QueryPipeline {
    private final List<Processor> processors;
    private final LazyOutputFormat output;
    private final int maxParallelStreams;
    private volatile PipelineExecutor executor;
    private boolean ended;

    public QueryPipeline(List<Processor> processors, LazyOutputFormat output) {
        this(processors, output, Integer.MAX_VALUE);
    }

    /**
     * A pipeline that was at most {@code maxParallelStreams} streams wide: it runs on no more threads than that, as
     * ClickHouse's pipelines do (one stream from one source runs on one thread unless something resizes it).
     */
    public QueryPipeline(List<Processor> processors, LazyOutputFormat output, int maxParallelStreams) {
        this.processors = List.copyOf(processors);
        this.output = output;
        this.maxParallelStreams = Math.max(1, maxParallelStreams);
    }

    public List<Processor> processors() {
        return processors;
    }

    public void start(int threads, String queryId, BooleanSupplier cancelled) {
        start(threads, queryId, cancelled, MemoryTracker.unlimited());
    }

    /**
     * Runs the pipeline on at most {@code threads} threads; what its processors hold is counted in {@code memory}
     * (see {@link Processor#memoryBytes()}).
     */
    public void start(int threads, String queryId, BooleanSupplier cancelled, MemoryTracker memory) {
        start(threads, queryId, cancelled, memory, () -> { });
    }

    /** As {@link #start(int, String, BooleanSupplier, MemoryTracker)}; every worker thread runs {@code firstWork} before it works. */
    public void start(int threads, String queryId, BooleanSupplier cancelled, MemoryTracker memory, Runnable firstWork) {
        start(threads, queryId, cancelled, () -> false, memory, firstWork);
    }

    /**
     * As {@link #start(int, String, BooleanSupplier, MemoryTracker, Runnable)}; once {@code stopReading} is true the
     * sources end early and the result holds what was read (see {@link PipelineExecutor}).
     */
    public void start(int threads, String queryId, BooleanSupplier cancelled, BooleanSupplier stopReading,
                      MemoryTracker memory, Runnable firstWork) {
        executor = new PipelineExecutor(processors, cancelled, stopReading, memory);
        executor.start(Math.min(threads, maxParallelStreams), queryId, firstWork);
    }

    /** The result chunks, streamed; a failure of the pipeline surfaces here as its MergeLabException. */
    public Iterator<Chunk> results() {
        return new Iterator<>() {
            private Chunk next;

            @Override
            public boolean hasNext() {
                while (next == null && !ended) {
                    try {
                        Object o = output.poll(20);
                        if (o == LazyOutputFormat.END_OF_DATA) {
                            finish();
                        } else if (o != null) {
                            next = (Chunk) o;
                        } else if (executor.isDone()) {
                            Object last = output.poll(0);
                            if (last == null || last == LazyOutputFormat.END_OF_DATA) {
                                finish();
                            } else {
                                next = (Chunk) last;
                            }
                        }
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        cancel();
                    }
                }
                return next != null;
            }

            @Override
            public Chunk next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                Chunk c = next;
                next = null;
                return c;
            }
        };
    }

    private void finish() {
        ended = true;
        executor.await();
    }

    /** Stops the run early (the reader closed the result, or the query was killed) and waits for the workers. */
    public void cancel() {
        if (executor != null && !ended) {
            ended = true;
            // stop the workers before unblocking the output: the other way round, a worker freed from the full
            // queue before the stop went on reading the whole table while the closing thread was descheduled
            executor.cancel();
            output.abandon();
            executor.await();
        }
    }

    /** The totals row of a WITH TOTALS query, once {@link #results()} was drained; empty otherwise. */
    public Optional<Chunk> totals() {
        return output.totals();
    }

    /** Every processor's figures: live while the pipeline runs, final once it ended; empty before {@link #start}. */
    public List<ProcessorStats> stats() {
        PipelineExecutor running = executor;
        return running == null ? List.of() : running.stats();
    }
}
