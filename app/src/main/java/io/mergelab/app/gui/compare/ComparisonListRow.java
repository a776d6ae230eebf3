package io.mergelab.app.gui.compare;

import io.mergelab.profiler.compare.MetricText;
import io.mergelab.profiler.compare.MetricVerdict;
import io.mergelab.profiler.compare.Verdict;
import io.mergelab.profiler.store.ComparisonSummary;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * A stored comparison or sweep as a row of the list: when, what kind, its SQL, its variants, and the headline: each
 * variant's client time ratio and verdict against the baseline, with the strongest verdict for the row's colour.
 */
public record ComparisonListRow(String id, String kind, Instant createdAt, String sql, String variants,
                                String headline, Verdict headlineVerdict) {
    public ComparisonListRow {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(headlineVerdict, "headlineVerdict");
    }

    static ComparisonListRow of(ComparisonSummary summary) {
        List<MetricVerdict> headline = summary.headline();
        String text = headline.stream().map(v -> (headline.size() > 1 ? v.variant() + " " : "")
                + MetricText.ratio(v.ratio()) + " " + v.verdict().words()).collect(Collectors.joining("; "));
        Verdict strongest = headline.stream().map(MetricVerdict::verdict)
                .min(Comparator.comparingInt(Verdict::ordinal)).orElse(Verdict.NO_SIGNIFICANT_DIFFERENCE);
        return new ComparisonListRow(summary.id(), summary.kind(), summary.createdAt(), summary.sql(),
                String.join(" vs ", summary.variants()), text.isEmpty() ? "no verdict" : text, strongest);
    }
}
