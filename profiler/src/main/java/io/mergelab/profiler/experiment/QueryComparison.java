package io.mergelab.profiler.experiment;

import java.util.Objects;

/** A query of a finished experiment, its SQL as written (with {@code {table}}), and the comparison that measured it. */
public record QueryComparison(String query, String sql, String comparisonId) {
    public QueryComparison {
        Objects.requireNonNull(query, "query");
        Objects.requireNonNull(sql, "sql");
        Objects.requireNonNull(comparisonId, "comparisonId");
    }
}
