package io.mergelab.app.data;

import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.experiment.ExperimentPlan;
import io.mergelab.profiler.experiment.ExperimentQuery;
import io.mergelab.profiler.experiment.SettingsSet;
import io.mergelab.sampledata.scenario.Scenario;
import io.mergelab.sampledata.scenario.Variant;
import java.util.Locale;
import java.util.OptionalLong;

/** A scenario as an experiment plan: its variants are the layouts, its queries and settings variants as they are. */
public final class ScenarioExperiment {
    public static final String KIND = "scenario";

    private ScenarioExperiment() {
    }

    public static ExperimentPlan plan(Scenario scenario, ComparisonOptions options) {
        return plan(scenario, options, OptionalLong.empty());
    }

    /**
     * The plan for a load of {@code rows} rows instead of the scenario's own: its description then says so, since
     * a scenario's description gives the size it was scaled for and a report quotes it.
     */
    public static ExperimentPlan plan(Scenario scenario, ComparisonOptions options, OptionalLong rows) {
        String description = scenario.description();
        if (rows.isPresent() && rows.getAsLong() != scenario.dataset().rows()) {
            description += String.format(Locale.ROOT, " This run generated %,d rows instead of the scenario's %,d.",
                    rows.getAsLong(), scenario.dataset().rows());
        }
        return new ExperimentPlan(KIND, scenario.name(), description,
                scenario.variants().stream().map(Variant::name).toList(),
                scenario.queries().stream().map(q -> new ExperimentQuery(q.name(), q.sql(), q.parameters(),
                        q.variants())).toList(),
                scenario.settingsVariants().stream().map(s -> new SettingsSet(s.name(), s.settings())).toList(),
                options);
    }
}
