package io.mergelab.app.gui.experiments;

import io.mergelab.app.data.ExperimentRecording;
import io.mergelab.app.data.ScenarioData;
import io.mergelab.app.data.ScenarioExperiment;
import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.ExperimentProgress;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.sampledata.scenario.Scenario;
import io.mergelab.sampledata.scenario.ScenarioLoadOptions;
import io.mergelab.sampledata.scenario.ScenarioProgress;
import io.mergelab.sampledata.scenario.Scenarios;
import java.nio.file.Path;

/** A built-in scenario run as an experiment into a data directory and a run store, as the app's Run does it. */
final class ExperimentFixture {
    private ExperimentFixture() {
    }

    static Experiment run(Path dataDir, Path storeFile, String scenarioName, long rows) {
        Scenario scenario = Scenarios.named(scenarioName);
        try (EmbeddedTarget target = EmbeddedTarget.open(dataDir); RunStore store = RunStore.open(storeFile)) {
            ScenarioData data = new ScenarioData(target, scenario, ScenarioLoadOptions.defaults().withRows(rows),
                    ScenarioProgress.NONE, line -> { });
            return new ExperimentRecording(target, store).run(ScenarioExperiment.plan(scenario,
                    exactRounds(7, scenario.warmups())), data, ExperimentProgress.NONE,
                    line -> { });
        }
    }

    /** Exactly {@code rounds} rounds per query whatever the verdicts, so the fixture's length does not vary. */
    static ComparisonOptions exactRounds(int rounds, int warmups) {
        return new ComparisonOptions(warmups, rounds, rounds, 0, 7 * 24 * 3600, false, 0.1, 1);
    }
}
