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

    private ScenarioExperiment() {
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
