package io.mergelab.profiler.experiment;

import java.util.List;
import java.util.Optional;

/**
 * Builds an experiment's layouts and fills each with the same rows (a scenario load, or the layout lab's copies).
 * The runner calls {@link #prepare} once, then {@link #finish} whatever happened after it.
 */
public interface ExperimentData {
    /** Builds and fills every layout, in the plan's order; {@link ExperimentCancelledException} when cancelled. */
    List<PreparedLayout> prepare(ExperimentProgress progress);

    /** Stops {@link #prepare} from another thread. */
    void cancel();

    /**
     * The experiment is over: {@code succeeded} false when it failed or was cancelled (what it built for itself is to
     * go then). Nothing to do by default.
     */
    default void finish(boolean succeeded) {
    }

    /** How layout {@code layout} was copied from another table, when it was; empty by default. */
    default Optional<LayoutCopy> copyOf(String layout) {
        return Optional.empty();
    }
}
