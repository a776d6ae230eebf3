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
 * variant's client time ratio and verdict against the baseline, with the strongest verdict and the style class of
 * the row's colour ({@link VerdictColour#ofHeadline}: a faster variant green, a slower one red).
 */
public record ComparisonListRow(String id, String kind, Instant createdAt, String sql, String variants,
                                String headline, Verdict headlineVerdict, String headlineStyle) {
    public ComparisonListRow {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(headlineVerdict, "headlineVerdict");
        Objects.requireNonNull(headlineStyle, "headlineStyle");
    }

    static ComparisonListRow of(ComparisonSummary summary) {
        List<MetricVerdict> headline = summary.headline();
        String setting = sweptSetting(summary);
        String text = headline.stream().map(v -> (headline.size() > 1 ? value(v.variant(), setting) + ": " : "")
                + MetricText.ratio(v.ratio()) + " " + v.verdict().words()).collect(Collectors.joining("; "));
        String variants = setting.isEmpty() ? String.join(" vs ", summary.variants())
                : setting + " = " + summary.variants().stream().map(v -> value(v, setting))
                .collect(Collectors.joining(", "));
        Verdict strongest = headline.stream().map(MetricVerdict::verdict)
                .min(Comparator.comparingInt(Verdict::ordinal)).orElse(Verdict.NO_SIGNIFICANT_DIFFERENCE);
        // a sweep's variants are named setting=value: the row names the setting once and the values after it
        return new ComparisonListRow(summary.id(), summary.kind(), summary.createdAt(), summary.sql(),
                variants, text.isEmpty() ? "no verdict" : text, strongest, VerdictColour.ofHeadline(headline));
    }

    /** The setting a sweep's variants ({@code setting=value}) sweep; "" when it is not such a sweep. */
    private static String sweptSetting(ComparisonSummary summary) {
        if (!summary.kind().equals("sweep") || summary.variants().isEmpty()) {
            return "";
        }
        String first = summary.variants().get(0);
        int equals = first.indexOf('=');
        String setting = equals > 0 ? first.substring(0, equals) : "";
        return !setting.isEmpty() && summary.variants().stream().allMatch(v -> v.startsWith(setting + "="))
                ? setting : "";
    }

    private static String value(String variant, String setting) {
        return setting.isEmpty() ? variant : variant.substring(setting.length() + 1);
    }
}
