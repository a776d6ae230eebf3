package io.mergelab.app.gui.compare;

import io.mergelab.app.gui.services.CompareRequest;
import io.mergelab.profiler.advice.ComparisonAdvice;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.PlanShape;
import io.mergelab.profiler.compare.SameData;
import io.mergelab.profiler.compare.SettingDifference;
import io.mergelab.profiler.compare.SettingsDiff;
import io.mergelab.profiler.compare.Variant;
import io.mergelab.profiler.compare.VariantRuns;
import io.mergelab.profiler.run.Run;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Everything the Compare screen shows of one comparison, or of two runs diffed without a comparison, worked out off
 * the UI thread: the title and SQL, the variants and what differs between them (settings, plan shape, data), the
 * notices, the metrics table, the processor-aligned diff of each variant against the baseline, the advice on each
 * variant's first run, the advice on what differs between each variant's first run and the baseline's
 * ({@link ComparisonAdvice}, as {@code compare} prints it) and, for a sweep, the sweep. Two runs have no metrics, plan shape or data check.
 * Two runs of the same SQL have {@code setUp}: the comparison that measures them anew, each run's differing settings a
 * variant.
 */
public record ComparisonDetail(String title, String sql, List<String> variants, List<String> settingsDiff,
                               String planShape, boolean planChanged, String data, boolean dataWarning,
                               List<String> notices, List<MetricRow> metrics, List<SideDiff> diffs,
                               List<AdviceLine> advice, List<ComparisonAdvice.Line> differences,
                               Optional<SweepDetail> sweep, Optional<CompareRequest.SetUp> setUp) {
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);

    public ComparisonDetail {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(sql, "sql");
        variants = List.copyOf(variants);
        settingsDiff = List.copyOf(settingsDiff);
        notices = List.copyOf(notices);
        metrics = List.copyOf(metrics);
        diffs = List.copyOf(diffs);
        advice = List.copyOf(advice);
        differences = List.copyOf(differences);
        Objects.requireNonNull(sweep, "sweep");
        Objects.requireNonNull(setUp, "setUp");
    }

    /** Whether this shows a stored comparison (rather than two runs). */
    public boolean isComparison() {
        return !metrics.isEmpty() || !planShape.isEmpty();
    }

    /**
     * A stored comparison with each variant's runs (in the variants' order; a variant whose runs were all deleted
     * since has none and is left out of the diffs and advice).
     */
    static ComparisonDetail of(Comparison comparison, List<List<Run>> runs, ZoneId zone) {
        List<Variant> variants = comparison.variants();
        String baseline = variants.get(0).name();
        List<SideDiff> diffs = new ArrayList<>();
        for (int v = 1; v < variants.size(); v++) {
            if (!runs.get(0).isEmpty() && !runs.get(v).isEmpty()) {
                diffs.add(SideDiff.of(baseline, runs.get(0), variants.get(v).name(), runs.get(v)));
            }
        }
        List<AdviceLine> advice = new ArrayList<>();
        List<ComparisonAdvice.Line> differences = new ArrayList<>();
        for (int v = 0; v < variants.size(); v++) {
            if (!runs.get(v).isEmpty()) {
                advice.addAll(AdviceLine.of(variants.get(v).name(), runs.get(v).get(0)));
                if (v > 0 && !runs.get(0).isEmpty()) {
                    differences.addAll(ComparisonAdvice.of(baseline, runs.get(0).get(0), variants.get(v).name(),
                            runs.get(v).get(0)));
                }
            }
        }
        String title = String.format(Locale.ROOT, "%s %s · %s · %d rounds", comparison.kind().equals("sweep")
                ? "Sweep" : "Comparison", shortId(comparison.id()), WHEN.format(comparison.createdAt().atZone(zone)),
                comparison.rounds());
        Optional<SweepDetail> sweep = comparison.kind().equals("sweep") ? SweepDetail.of(comparison, runs)
                : Optional.empty();
        return new ComparisonDetail(title, comparison.sql(), sweep.isPresent() ? sweepLines(comparison, sweep.get())
                : variantLines(comparison), sweep.isPresent() ? List.of(sweep.get().setting() + ":  "
                + sweep.get().rows().stream().map(SweepRow::value).collect(Collectors.joining("  ·  ")))
                : settingsLines(comparison.settingsDiff(), variants), planLine(comparison),
                comparison.planShape() != PlanShape.SAME, dataLine(comparison),
                comparison.data().sameData() == SameData.DIFFERENT, comparison.notices(),
                comparison.verdicts().stream().map(MetricRow::of).toList(), diffs, advice, differences, sweep,
                Optional.empty());
    }

    /** Two stored runs, A then B, diffed without taking new ones. */
    static ComparisonDetail ofRuns(Run a, Run b) {
        String nameA = "A";
        String nameB = "B";
        List<String> sides = List.of(side(nameA, a), side(nameB, b));
        List<SettingDifference> differences = SettingsDiff.of(List.of(List.of(a),
                List.of(b)));
        List<String> settings = differences.stream().map(d -> d.name() + ":  A " + shown(d.values().get(0))
                + "  ·  B " + shown(d.values().get(1))).toList();
        List<AdviceLine> advice = new ArrayList<>(AdviceLine.of(nameA, a));
        advice.addAll(AdviceLine.of(nameB, b));
        String sql = a.sql().equals(b.sql()) ? a.sql() : "A: " + a.sql() + "\nB: " + b.sql();
        return new ComparisonDetail("Runs " + shortId(a.id()) + " and " + shortId(b.id()) + " (no new runs)", sql,
                sides, settings, "", false, "", false, List.of(), List.of(),
                List.of(SideDiff.of(nameA, List.of(a), nameB, List.of(b))), advice,
                ComparisonAdvice.of(nameA, a, nameB, b), Optional.empty(), setUp(a, b, differences));
    }

    /** Two runs of the same SQL measured anew: variant A with A's value of each setting that differs, B with B's. */
    private static Optional<CompareRequest.SetUp> setUp(Run a, Run b, List<SettingDifference> differences) {
        if (!a.sql().equals(b.sql()) || differences.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new CompareRequest.SetUp(a.sql(), List.of(variantLine("A", differences, 0),
                variantLine("B", differences, 1))));
    }

    /** {@code B: max_threads=1}: the side's values, a setting at its default left out. */
    private static String variantLine(String name, List<SettingDifference> differences, int side) {
        return name + ": " + differences.stream().filter(d -> !d.values().get(side).isEmpty())
                .map(d -> d.name() + "=" + d.values().get(side)).collect(Collectors.joining(", "));
    }

    private static String side(String name, Run run) {
        return String.format(Locale.ROOT, "%s  run %s, started %s%s", name, run.id(),
                WHEN.format(run.startedAt().atZone(ZoneId.systemDefault())), run.failed() ? " (failed)" : "");
    }

    private static List<String> variantLines(Comparison comparison) {
        List<String> lines = new ArrayList<>();
        for (int v = 0; v < comparison.variants().size(); v++) {
            Variant variant = comparison.variants().get(v);
            List<String> parts = new ArrayList<>();
            if (!variant.settings().isEmpty()) {
                parts.add(variant.settings().entrySet().stream().map(e -> e.getKey() + " = " + e.getValue())
                        .collect(Collectors.joining(", ")));
            }
            variant.target().ifPresent(t -> parts.add("on " + t));
            variant.table().ifPresent(t -> parts.add("table " + t));
            variant.sql().ifPresent(s -> parts.add("SQL " + s));
            int runs = v < comparison.runs().size() ? comparison.runs().get(v).runIds().size() : 0;
            lines.add(variant.name() + (v == 0 ? " (baseline)" : "") + ":  "
                    + (parts.isEmpty() ? "as the target's defaults" : String.join(" · ", parts))
                    + String.format(Locale.ROOT, "  ·  %d run%s", runs, runs == 1 ? "" : "s"));
        }
        return lines;
    }

    /** A sweep's values, the first the baseline, and how many runs each has. */
    private static List<String> sweepLines(Comparison comparison, SweepDetail sweep) {
        List<Integer> runs = comparison.runs().stream().map(r -> r.runIds().size()).toList();
        List<String> values = new ArrayList<>();
        for (int v = 0; v < sweep.rows().size(); v++) {
            values.add(sweep.rows().get(v).value() + (v == 0 ? " (baseline)" : "")
                    + (runs.stream().distinct().count() == 1 || v >= runs.size() ? "" : " " + runs.get(v) + " runs"));
        }
        String each = runs.stream().distinct().count() == 1 ? "  ·  " + runs.get(0) + " runs each" : "";
        return List.of(sweep.setting() + " = " + String.join(", ", values) + each);
    }

    private static List<String> settingsLines(List<SettingDifference> differences, List<Variant> variants) {
        List<String> lines = new ArrayList<>();
        for (SettingDifference difference : differences) {
            List<String> values = new ArrayList<>();
            for (int v = 0; v < variants.size() && v < difference.values().size(); v++) {
                values.add(variants.get(v).name() + " " + shown(difference.values().get(v)));
            }
            lines.add(difference.name() + ":  " + String.join("  ·  ", values));
        }
        return lines;
    }

    private static String shown(String value) {
        return value.isEmpty() ? "(default)" : value;
    }

    private static String planLine(Comparison comparison) {
        Map<String, String> hashes = comparison.runs().stream()
                .collect(Collectors.toMap(VariantRuns::variant, VariantRuns::planHash, (a, b) -> a,
                        LinkedHashMap::new));
        String each = hashes.values().stream().distinct().count() == 1 && !hashes.isEmpty()
                ? "hash " + (hashes.values().iterator().next().isEmpty() ? "none" : hashes.values().iterator().next())
                + " in every variant"
                : hashes.entrySet().stream()
                .map(e -> e.getKey() + " " + (e.getValue().isEmpty() ? "no plan" : e.getValue()))
                .collect(Collectors.joining(", "));
        return comparison.planShape().words() + " (" + each + ")";
    }

    private static String dataLine(Comparison comparison) {
        String words = comparison.data().sameData().words();
        return comparison.data().findings().isEmpty() ? words
                : words + ": " + String.join("; ", comparison.data().findings());
    }

    static String shortId(String id) {
        return id.length() > 8 ? id.substring(0, 8) : id;
    }
}
