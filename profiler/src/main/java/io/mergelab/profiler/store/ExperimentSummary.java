package io.mergelab.profiler.store;

import java.time.Instant;

/** One stored experiment as {@code experiment list} shows it: what ran, when, and how big its matrix is. */
public record ExperimentSummary(String id, Instant createdAt, String kind, String name, int layouts, int queries,
                                int cells) {
}
