package io.mergelab.engine.soak;

import java.util.Arrays;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The stacks of the threads working for one query (its caller and its pipeline workers), taken while it overruns
 * its limit, so a violation says where the query was rather than only that it was late.
 */
final class StackSnapshot {
    private static final int FRAMES = 14;

    private StackSnapshot() {
    }

    /** The caller's stack and those of the threads named {@code query-<queryId>-N}; empty when none is alive. */
    static String of(Thread caller, String queryId) {
        String workerPrefix = "query-" + queryId + "-";
        return Thread.getAllStackTraces().entrySet().stream()
                .filter(e -> e.getKey() == caller || e.getKey().getName().startsWith(workerPrefix))
                .map(StackSnapshot::describe)
                .collect(Collectors.joining());
    }

    private static String describe(Map.Entry<Thread, StackTraceElement[]> thread) {
        return "\n  thread " + thread.getKey().getName() + " (" + thread.getKey().getState() + "):"
                + Arrays.stream(thread.getValue()).limit(FRAMES).map(f -> "\n    at " + f).collect(Collectors.joining());
    }
}
