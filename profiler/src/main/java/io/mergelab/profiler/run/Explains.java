package io.mergelab.profiler.run;

import java.util.Objects;

/**
 * The EXPLAIN outputs captured for a run, as the target printed them: {@code EXPLAIN PLAN indexes = 1} (text),
 * {@code EXPLAIN PLAN indexes = 1, actions = 1, json = 1} and {@code EXPLAIN PIPELINE}. Empty where the statement
 * cannot be explained (DDL, INSERT) or the target has no EXPLAIN; the run's {@code missing} says which.
 */
public record Explains(String planText, String planJson, String pipelineText) {
    public static final Explains NONE = new Explains("", "", "");

    public Explains {
        Objects.requireNonNull(planText, "planText");
        Objects.requireNonNull(planJson, "planJson");
        Objects.requireNonNull(pipelineText, "pipelineText");
    }
}
