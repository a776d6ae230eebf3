package io.mergelab.profiler.experiment;

import io.mergelab.profiler.run.Run;

/**
 * Told how an experiment goes, on the thread that runs it (an app screen hands it on to its own thread). Every method
 * does nothing by default.
 */
public interface ExperimentProgress {
    ExperimentProgress NONE = new ExperimentProgress() { };

    /** Layout {@code index} (from 0) of {@code count} is being built and filled. */
    default void layoutStarted(String layout, int index, int count) {
    }

    /** Rows copied or generated into the layout so far. */
    default void rowsLoaded(String layout, long rowsDone, long rowsTotal) {
    }

    /** The layouts hold the same data: every one's digest is {@code digest}. */
    default void dataChecked(String digest) {
    }

    /** Query {@code index} (from 0) of {@code count} starts its comparison of {@code variants} variants. */
    default void queryStarted(String query, int index, int count, int variants) {
    }

    /** A measured run of {@code variant} in {@code round} (from 0) of query {@code query} is captured and stored. */
    default void measured(String query, String variant, int round, Run run) {
    }

    /** A query runs on one variant only: nothing to compare, so it is left out. */
    default void querySkipped(String query, String reason) {
    }
}
