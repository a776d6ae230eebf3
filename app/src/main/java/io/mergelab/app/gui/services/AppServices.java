package io.mergelab.app.gui.services;

import io.mergelab.profiler.connect.QueryTarget;
import java.util.Objects;

/**
 * What the shell owns and every screen may use, handed to each ViewModel's constructor: the background task
 * runner, the current target, the selected run, navigation between screens and dialogs. Screens never open a
 * target or a store themselves.
 */
public record AppServices(TaskRunner tasks, SharedResource<QueryTarget> target, SelectedRun selectedRun,
                          Navigation navigation, DialogService dialogs) {
    public AppServices {
        Objects.requireNonNull(tasks, "tasks");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(selectedRun, "selectedRun");
        Objects.requireNonNull(navigation, "navigation");
        Objects.requireNonNull(dialogs, "dialogs");
    }
}
