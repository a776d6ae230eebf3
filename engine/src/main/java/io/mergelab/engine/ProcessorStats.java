package io.mergelab.engine;

import java.util.List;

/**
 * What one processor instance did in one query, with system.processors_profile_log's meaning: ids are
 * per-query processor numbers, {@code parentIds} the downstream processors, times in microseconds measured
 * by the executor (work, waiting for input, waiting for the output to drain), rows and bytes over its ports.
 */
public record ProcessorStats(
        long id,
        List<Long> parentIds,
        long planStepId,
        String planStepName,
        String planStepDescription,
        int planGroup,
        String name,
        String processorUniqId,
        String stepUniqId,
        long elapsedMicros,
        long inputWaitElapsedMicros,
        long outputWaitElapsedMicros,
        long inputRows,
        long inputBytes,
        long outputRows,
        long outputBytes) {

    public ProcessorStats {
        parentIds = List.copyOf(parentIds);
    }
}
