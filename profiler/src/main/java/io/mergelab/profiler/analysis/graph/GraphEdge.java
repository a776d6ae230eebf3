package io.mergelab.profiler.analysis.graph;

import java.util.Objects;

/** Data flowing from node {@code from} to node {@code to} over {@code connections} processor ports. */
public record GraphEdge(String from, String to, int connections, boolean onCriticalPath) {
    public GraphEdge {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
    }
}
