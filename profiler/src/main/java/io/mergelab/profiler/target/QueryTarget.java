package io.mergelab.profiler.target;

import io.mergelab.engine.QueryResult;

/**
 * The one seam between the profiler (and the app) and an engine: the embedded engine in this process,
 * or later a ClickHouse server. A target keeps session state between runs ({@code USE}, {@code SET}),
 * like one client connection; settings given with a request apply to that request only.
 * Not thread-safe: run one statement at a time.
 */
public interface QueryTarget extends AutoCloseable {

    /** What this target runs on, for titles and reports, e.g. {@code embedded /home/u/.mergelab/data}. */
    String description();

    /**
     * Runs one statement. The result streams: drain its chunks or close it before the next run.
     * Failures are {@link io.mergelab.engine.error.MergeLabException}s with the engine's error code.
     */
    QueryResult run(QueryRequest request);

    /** Releases the engine or connection; the target cannot run statements afterwards. */
    @Override
    void close();
}
