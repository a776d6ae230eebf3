package io.mergelab.profiler.analysis.diff;

import java.util.Objects;

/**
 * A plan step as recognised across runs, whose plan step ids need not agree (another setting, layout or SQL text can
 * add or remove steps and renumber the rest): the step's name and description, and which occurrence of that pair
 * it is, counting in plan step id order from 0. Processors without a plan step are a step of their own per processor
 * name ({@code planless}), as {@link io.mergelab.profiler.analysis.StepRollup} groups them.
 */
public record StepIdentity(String name, String description, int occurrence, boolean planless) {
    public StepIdentity {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
    }
}
