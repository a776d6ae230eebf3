package io.mergelab.profiler.experiment;

import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.run.Run;

/** Where an experiment's results go as they are made (the run store): every run, then each query's comparison. */
public interface ExperimentSink {
    void run(Run run);

    void comparison(Comparison comparison);
}
