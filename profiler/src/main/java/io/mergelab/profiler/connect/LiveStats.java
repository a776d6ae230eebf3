package io.mergelab.profiler.connect;

import io.mergelab.profiler.run.ProcessorRow;
import java.util.List;
import java.util.Objects;

/**
 * A running statement's figures at one moment, for a {@link LiveStatsListener}: time since it started, rows and bytes
 * read from tables so far, and every processor of its pipeline with its figures so far (empty until there is a
 * pipeline). Between two snapshots every figure stays or grows; the {@code finished} one is the last and carries the
 * final figures.
 */
public record LiveStats(String queryId, long elapsedMicros, long readRows, long readBytes,
                        List<ProcessorRow> processors, boolean finished) {
    public LiveStats {
        Objects.requireNonNull(queryId, "queryId");
        processors = List.copyOf(processors);
    }
}
