package io.mergelab.profiler.capture;

import io.mergelab.profiler.run.Run;

/**
 * Where captured runs go, one call per measured run as soon as it is captured, so a series stopped halfway keeps the
 * runs it finished. The run store is one; {@code mergelab run} and the app pass theirs.
 */
@FunctionalInterface
public interface RunSink {
    /** Keeps nothing: for callers that only use the returned series. */
    RunSink NONE = run -> { };

    void accept(Run run);
}
