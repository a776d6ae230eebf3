package io.mergelab.engine.processor;

/**
 * Which plan step a processor belongs to: a per-query step number (id and {@code step_uniq_id} suffix),
 * the step's name and description, and the group inside the step (EXPLAIN PIPELINE's grouping).
 */
public record PlanStepRef(int stepIndex, String name, String description, int group) {
    public static final PlanStepRef NONE = new PlanStepRef(-1, "", "", 0);

    /** {@code <StepName>_<index>}, ClickHouse's step_uniq_id; empty when the processor has no step. */
    public String uniqueId() {
        return stepIndex < 0 ? "" : name + "_" + stepIndex;
    }
}
