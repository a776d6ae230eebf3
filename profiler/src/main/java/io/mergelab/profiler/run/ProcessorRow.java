package io.mergelab.profiler.run;

import java.util.List;
import java.util.Objects;

/**
 * One processor of the run's pipeline, a row of {@code system.processors_profile_log}: {@code id} is unique within
 * the run, {@code parentIds} are the downstream processors its outputs feed, {@code planStepId} ties it to the plan
 * step that made it. Times are microseconds measured by the executor: inside work, waiting for input, waiting for
 * the output to drain.
 */
public record ProcessorRow(
        long id,
        List<Long> parentIds,
        long planStepId,
        String planStepName,
        String planStepDescription,
        long planGroup,
        String name,
        String processorUniqId,
        String stepUniqId,
        long elapsedMicros,
        long inputWaitMicros,
        long outputWaitMicros,
        long inputRows,
        long inputBytes,
        long outputRows,
        long outputBytes) {

    public ProcessorRow {
        parentIds = List.copyOf(parentIds);
        Objects.requireNonNull(planStepName, "planStepName");
        Objects.requireNonNull(planStepDescription, "planStepDescription");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(processorUniqId, "processorUniqId");
        Objects.requireNonNull(stepUniqId, "stepUniqId");
    }
}
