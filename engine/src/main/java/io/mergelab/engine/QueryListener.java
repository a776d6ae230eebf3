package io.mergelab.engine;

/**
 * Watches one statement while it runs (given with {@link QueryOptions#withListener}): it receives the
 * statement's per-processor figures every {@link #INTERVAL_MILLIS} ms while its pipeline runs, from an engine timer
 * thread, and one last time, with {@link QueryProgress#finished()} set, when the statement ends — then on the thread
 * that ended it (the one that drained or closed the result). Calls never overlap and the last call comes last.
 * The query's workers never wait for a listener, but a slow listener delays the live figures of every query, so
 * keep it quick (hand the figures over to another thread, e.g. a GUI's).
 */
@FunctionalInterface
public interface QueryListener {
    /** How often a running statement's figures are sent, in milliseconds. */
    long INTERVAL_MILLIS = 200;

    void onProgress(QueryProgress progress);
}
