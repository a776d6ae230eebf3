package io.mergelab.profiler.compare;

import io.mergelab.profiler.run.Run;

/** Told how a comparison goes, run by run, on the thread that runs it. Every method does nothing by default. */
public interface ComparisonProgress {
    ComparisonProgress NONE = new ComparisonProgress() { };

    /** One unmeasured warm-up run of {@code variant} is done. */
    default void warmedUp(String variant) {
    }

    /** The measured run of {@code variant} in round {@code round} (from 0) is captured and stored. */
    default void measured(String variant, int round, Run run) {
    }
}
