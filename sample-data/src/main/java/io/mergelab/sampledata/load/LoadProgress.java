package io.mergelab.sampledata.load;

/** Told how far a load or export has got; called from worker threads, so implementations must be thread-safe. */
@FunctionalInterface
public interface LoadProgress {
    LoadProgress NONE = (done, total) -> { };

    void advanced(long rowsDone, long rowsTotal);
}
