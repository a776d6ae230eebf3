package io.mergelab.app.gui.services;

import io.mergelab.profiler.run.Run;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/** The run the user picked (in History) or just captured (in the Workspace): the Profile screen shows it. */
public final class SelectedRun {
    private final ReadOnlyObjectWrapper<Run> run = new ReadOnlyObjectWrapper<>();

    /** The selected run, or null before any run is selected. */
    public ReadOnlyObjectProperty<Run> runProperty() {
        return run.getReadOnlyProperty();
    }

    public Optional<Run> run() {
        return Optional.ofNullable(run.get());
    }

    public void select(Run selected) {
        run.set(selected);
    }
}
