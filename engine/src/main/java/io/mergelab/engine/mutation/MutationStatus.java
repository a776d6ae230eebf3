package io.mergelab.engine.mutation;

import java.util.List;

/**
 * One mutation of a table as {@code system.mutations} shows it: its file, the active parts whose data version is still
 * below its version, those being mutated now, and whether it is done (a failed mutation is never done: MergeLab does
 * not retry it).
 */
public record MutationStatus(MutationFile file, List<String> partsToDo, List<String> partsInProgress, boolean done) {
    public MutationStatus {
        partsToDo = List.copyOf(partsToDo);
        partsInProgress = List.copyOf(partsInProgress);
    }
}
