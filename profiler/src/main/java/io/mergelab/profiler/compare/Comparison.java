package io.mergelab.profiler.compare;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * A finished comparison: what was compared and how ({@code kind}, {@code sql}, {@code variants}, {@code options}),
 * how many rounds ran, each variant's runs, the verdict per metric of each variant against the first, the settings
 * that differed between the variants, whether their plans had the same shape and they read the same data
 * ({@code data}), and {@code notices} on what did not go
 * as asked (caches that could not be dropped, a cap reached before the measured time).
 */
public record Comparison(String id, Instant createdAt, String kind, String sql, List<Variant> variants, int rounds,
                         ComparisonOptions options, List<VariantRuns> runs, List<MetricVerdict> verdicts,
                         List<SettingDifference> settingsDiff, PlanShape planShape, DataCheck data,
                         List<String> notices) {
    public Comparison {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(sql, "sql");
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(planShape, "planShape");
        Objects.requireNonNull(data, "data");
        variants = List.copyOf(variants);
        runs = List.copyOf(runs);
        verdicts = List.copyOf(verdicts);
        settingsDiff = List.copyOf(settingsDiff);
        notices = List.copyOf(notices);
    }

    /** The verdicts of one metric, one per variant after the baseline. */
    public List<MetricVerdict> verdictsOf(String metric) {
        return verdicts.stream().filter(v -> v.metric().equals(metric)).toList();
    }

    /** The metrics judged, in order. */
    public List<String> metrics() {
        return verdicts.stream().map(MetricVerdict::metric).distinct().toList();
    }
}
