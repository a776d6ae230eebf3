package io.mergelab.app.data;

import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.experiment.ExperimentPlan;
import io.mergelab.profiler.experiment.ExperimentQuery;
import io.mergelab.profiler.experiment.SettingsSet;
import io.mergelab.sampledata.scenario.Scenario;
import io.mergelab.sampledata.scenario.Variant;

/** A scenario as an experiment plan: its variants are the layouts, its queries and settings variants as they are. */
public final class ScenarioExperiment {
    public static final String KIND = "scenario";
    /** An experiment's comparisons stop at their rounds, not at a time cap. */
    private static final long NO_TIME_CAP_SECONDS = 7 * 24 * 3600;

    private ScenarioExperiment() {
    }

    /**
     * How an experiment's comparisons run: exactly {@code rounds} rounds each (an experiment runs many comparisons, so
     * its length is fixed rather than "until 1 s is measured"), after {@code warmups} warm-ups; a value out of range
     * fails with IllegalArgumentException.
     */
    public static ComparisonOptions rounds(int rounds, int warmups, double minEffect, long seed) {
        return new ComparisonOptions(warmups, rounds, rounds, 0, NO_TIME_CAP_SECONDS, false, minEffect, seed);
    }

    public static ExperimentPlan plan(Scenario scenario, ComparisonOptions options) {
        return new ExperimentPlan(KIND, scenario.name(), scenario.description(),
                scenario.variants().stream().map(Variant::name).toList(),
                scenario.queries().stream().map(q -> new ExperimentQuery(q.name(), q.sql(), q.parameters(),
                        q.variants())).toList(),
                scenario.settingsVariants().stream().map(s -> new SettingsSet(s.name(), s.settings())).toList(),
                options);
    }
}
