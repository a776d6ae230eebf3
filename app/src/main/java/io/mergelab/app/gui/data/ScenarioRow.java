package io.mergelab.app.gui.data;

import io.mergelab.sampledata.scenario.Scenario;
import java.util.Objects;

/** A scenario in the Scenarios screen's list: built in, or read from {@code origin} (a user's file). */
public record ScenarioRow(Scenario scenario, String origin) {
    public static final String BUILT_IN = "built-in";

    public ScenarioRow {
        Objects.requireNonNull(scenario, "scenario");
        Objects.requireNonNull(origin, "origin");
    }

    public String name() {
        return scenario.name();
    }

    public boolean builtIn() {
        return BUILT_IN.equals(origin);
    }
}
