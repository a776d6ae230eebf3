package io.mergelab.app.gui.services;

import java.util.Optional;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/** The run the user picked (in History, or the one just captured): the Profile screen shows it. */
public final class SelectedRun {
    private final ReadOnlyStringWrapper runId = new ReadOnlyStringWrapper();

    /** The selected run's store id, or null before any run is selected. */
    public ReadOnlyStringProperty runIdProperty() {
        return runId.getReadOnlyProperty();
    }

    public Optional<String> runId() {
        return Optional.ofNullable(runId.get());
    }

    public void select(String id) {
        runId.set(id);
    }
}
