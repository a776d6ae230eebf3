package io.mergelab.app.data;

import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.ExperimentData;
import io.mergelab.profiler.experiment.ExperimentPlan;
import io.mergelab.profiler.experiment.ExperimentProgress;
import io.mergelab.profiler.experiment.ExperimentRunner;
import io.mergelab.profiler.experiment.ExperimentSink;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Runs an experiment into a run store, as {@code mergelab experiment run} and the app's Experiments screen do: every
 * run and each query's comparison saved as they are made (so a cancelled experiment keeps what it measured), the
 * experiment itself at the end. {@link #cancel()} stops it from another thread; {@link #run} then throws the
 * runner's {@code ExperimentCancelledException}.
 */
public final class ExperimentRecording {
    private final ExperimentRunner runner;
    private final RunStore store;

    public ExperimentRecording(QueryTarget target, RunStore store) {
        this.runner = new ExperimentRunner(target);
        this.store = store;
    }

    /** Runs {@code plan} on {@code data}; {@code notices} hears {@code Comparison: <id>} for each stored comparison. */
    public Experiment run(ExperimentPlan plan, ExperimentData data, ExperimentProgress progress,
                          Consumer<String> notices) {
        return run(plan, data, progress, notices, Optional.empty());
    }

    /** As {@link #run}, the experiment stored as the replay of experiment {@code replayOf} when one is given. */
    public Experiment run(ExperimentPlan plan, ExperimentData data, ExperimentProgress progress,
                          Consumer<String> notices, Optional<String> replayOf) {
        Experiment measured = runner.run(plan, data, new ExperimentSink() {
            @Override
            public void run(Run run) {
                store.save(run);
            }

            @Override
            public void comparison(Comparison comparison) {
                store.saveComparison(comparison);
                notices.accept("Comparison: " + comparison.id());
            }
        }, progress);
        Experiment experiment = replayOf.map(measured::asReplayOf).orElse(measured);
        store.saveExperiment(experiment);
        return experiment;
    }

    public void cancel() {
        runner.cancel();
    }
}
