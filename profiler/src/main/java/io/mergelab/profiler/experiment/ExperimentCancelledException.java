package io.mergelab.profiler.experiment;

/** An experiment stopped by {@link ExperimentRunner#cancel}; the runs measured before it are stored. */
public final class ExperimentCancelledException extends RuntimeException {
    public ExperimentCancelledException(String where) {
        super("The experiment was cancelled " + where);
    }
}
