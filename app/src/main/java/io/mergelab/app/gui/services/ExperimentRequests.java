package io.mergelab.app.gui.services;

import io.mergelab.sampledata.scenario.Scenario;
import java.util.Objects;
import java.util.OptionalLong;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * Where the Scenarios screen hands the Experiments screen a scenario to run as an experiment; the Experiments screen
 * takes each one as it comes. Changes on the UI thread only.
 */
public final class ExperimentRequests {
    private final ReadOnlyObjectWrapper<Request> latest = new ReadOnlyObjectWrapper<>();

    /** Run {@code scenario} with {@code rows} per layout (the scenario's own when empty). */
    public record Request(Scenario scenario, OptionalLong rows) {
        public Request {
            Objects.requireNonNull(scenario, "scenario");
            Objects.requireNonNull(rows, "rows");
        }
    }

    /** The latest request; a new object each time, so asking twice for the same scenario still fires. */
    public ReadOnlyObjectProperty<Request> latestProperty() {
        return latest.getReadOnlyProperty();
    }

    public void ask(Request request) {
        latest.set(request);
    }
}
