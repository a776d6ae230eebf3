package io.mergelab.engine;

import java.util.List;

/**
 * A running statement's figures at one moment, for a {@link QueryListener}: time since it started, rows and bytes
 * read from tables so far, and every processor of its pipeline with the executor's measurements so far (the same
 * records as {@link QueryProfile#processors()}; empty while there is no pipeline yet, and for statements without
 * one). Between two calls every figure stays or grows. The last call ({@code finished}) carries the final figures:
 * its {@code processors} equal the statement's profile's.
 */
public record QueryProgress(String queryId, long elapsedMicros, long readRows, long readBytes,
                            List<ProcessorStats> processors, boolean finished) {
    public QueryProgress {
        processors = List.copyOf(processors);
    }
}
