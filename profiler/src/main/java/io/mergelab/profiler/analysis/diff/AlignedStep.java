package io.mergelab.profiler.analysis.diff;

import java.util.Optional;

/**
 * A plan step of side A matched to one of side B (or present on one side only). Steps match when name, description
 * and occurrence agree; steps left over then pair up by name alone in plan order, so a
 * {@code ReadFromMergeTree (default.t_month)} meets {@code ReadFromMergeTree (default.t_customer)} when two layouts
 * are compared.
 */
public record AlignedStep(Optional<StepIdentity> a, Optional<StepIdentity> b) {
    public AlignedStep {
        if (a.isEmpty() && b.isEmpty()) {
            throw new IllegalArgumentException("an aligned step needs a step on at least one side");
        }
    }

    public Presence presence() {
        return Presence.of(a.isPresent(), b.isPresent());
    }

    public String name() {
        return a.or(() -> b).orElseThrow().name();
    }

    /** As people read it: {@code Filter (WHERE)}, {@code ReadFromMergeTree (default.t_a → default.t_b)}. */
    public String label() {
        String descriptionA = a.map(StepIdentity::description).orElse("");
        String descriptionB = b.map(StepIdentity::description).orElse("");
        String description = a.isEmpty() ? descriptionB : b.isEmpty() || descriptionA.equals(descriptionB)
                ? descriptionA : descriptionA + " → " + descriptionB;
        return description.isEmpty() ? name() : name() + " (" + description + ")";
    }
}
