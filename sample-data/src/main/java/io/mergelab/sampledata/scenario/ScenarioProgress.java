package io.mergelab.sampledata.scenario;

/**
 * Told how a scenario load goes, variant by variant. {@link #rowsLoaded} is called from worker threads; the others
 * from the loading thread. Every method does nothing by default.
 */
public interface ScenarioProgress {
    ScenarioProgress NONE = new ScenarioProgress() { };

    /** Variant {@code index} (from 0) of {@code count} starts: its table is created or its file written next. */
    default void variantStarted(Variant variant, int index, int count) {
    }

    default void rowsLoaded(Variant variant, long rowsDone, long rowsTotal) {
    }

    /** An after-load statement (as run, {@code {table}} replaced) starts. */
    default void afterLoadStarted(Variant variant, String statement) {
    }

    default void variantFinished(VariantLoadResult result) {
    }

    /** Variant {@code variant} is left out (a server that cannot hold it): {@code reason} says why. */
    default void variantSkipped(Variant variant, String reason) {
    }
}
