package io.mergelab.profiler.connect;

/**
 * Watches one statement while it runs (given to {@link QueryTarget#run(QueryRequest, LiveStatsListener)}). Targets
 * that can report live figures call it a few times a second from a thread of their own, never overlapping, and last
 * with {@link LiveStats#finished()} set; targets that cannot never call it. Keep it quick: hand the figures over.
 */
@FunctionalInterface
public interface LiveStatsListener {
    void onStats(LiveStats stats);
}
