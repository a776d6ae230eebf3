package io.mergelab.profiler.store;

import io.mergelab.profiler.compare.MetricVerdict;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * A stored comparison as a list shows it: its id, kind ({@code compare}, {@code sweep}), when it was made, its SQL,
 * its variants' names in order, how many rounds ran, and the headline: the client wall time's verdict of each variant
 * after the baseline.
 */
public record ComparisonSummary(String id, String kind, Instant createdAt, String sql, List<String> variants,
                                int rounds, List<MetricVerdict> headline) {
    public ComparisonSummary {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(sql, "sql");
        variants = List.copyOf(variants);
        headline = List.copyOf(headline);
    }
}
