package io.mergelab.app.cli;

import io.mergelab.app.data.ExperimentRecording;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.compare.VariantFailedException;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.ExperimentCancelledException;
import io.mergelab.profiler.experiment.ExperimentData;
import io.mergelab.profiler.experiment.ExperimentException;
import io.mergelab.profiler.experiment.ExperimentPlan;
import io.mergelab.profiler.experiment.ExperimentProgress;
import io.mergelab.profiler.run.RunError;
import io.mergelab.profiler.store.RunStore;
import java.util.Optional;

/**
 * Runs an experiment for {@code experiment run} and {@code experiment layouts}: every run and comparison stored as it
 * is made, the experiment at the end, its id to stderr as {@code Experiment: <id>}; Ctrl-C cancels it (empty result).
 * Its failures become client errors: layouts holding different rows CHECKSUM_DOESNT_MATCH, a layout that cannot be
 * built BAD_ARGUMENTS, a table in the way TABLE_ALREADY_EXISTS, a failing variant its own error.
 */
final class ExperimentExecution {
    private final CommandStreams streams;

    ExperimentExecution(CommandStreams streams) {
        this.streams = streams;
    }

    Optional<Experiment> run(QueryTarget target, ExperimentPlan plan, ExperimentData data, RunStore store,
                             ExperimentProgress progress, CancelOnShutdown shutdown) {
        return run(target, plan, data, store, progress, shutdown, Optional.empty());
    }

    /** As {@link #run}, the experiment stored as the replay of {@code replayOf} when one is given. */
    Optional<Experiment> run(QueryTarget target, ExperimentPlan plan, ExperimentData data, RunStore store,
                             ExperimentProgress progress, CancelOnShutdown shutdown, Optional<String> replayOf) {
        ExperimentRecording recording = new ExperimentRecording(target, store);
        shutdown.onCancel(recording::cancel);
        try {
            Experiment experiment = recording.run(plan, data, progress, streams.err()::println, replayOf);
            streams.err().println("Experiment: " + experiment.id());
            return Optional.of(experiment);
        } catch (ExperimentCancelledException e) {
            streams.err().println("Cancelled: " + e.getMessage() + "; the runs measured so far are in the run store");
            return Optional.empty();
        } catch (ExperimentException e) {
            throw new MergeLabException(switch (e.reason()) {
                case DATA_DIFFERS -> ErrorCode.CHECKSUM_DOESNT_MATCH;
                case TABLE_EXISTS -> ErrorCode.TABLE_ALREADY_EXISTS;
                case BAD_LAYOUT, BAD_ARGUMENTS -> ErrorCode.BAD_ARGUMENTS;
            }, e.getMessage(), e);
        } catch (VariantFailedException e) {
            RunError error = e.run().outcome().error().orElseThrow();
            throw new TargetException(error.code(), error.name(), "Variant " + e.variant() + ": " + error.message(),
                    null);
        }
    }
}
