package io.mergelab.app.cli;

import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.compare.DataCheck;
import io.mergelab.profiler.compare.MetricText;
import io.mergelab.profiler.compare.MetricVerdict;
import io.mergelab.profiler.compare.RunMetrics;
import io.mergelab.profiler.compare.SameData;
import io.mergelab.profiler.compare.SettingDifference;
import io.mergelab.profiler.compare.Verdict;
import io.mergelab.profiler.compare.VariantRuns;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A comparison as {@code compare} and {@code show-comparison} print it: a heading, then per variant after the
 * baseline an aligned table of metric, both medians, the ratio with its 95% interval, the change, the noise threshold
 * and the verdict; the ProfileEvents only where they changed or are unstable unless all are asked for. Then the
 * settings that differ, the plan shape and the notices. Variants on targets of their own are named with them.
 */
final class ComparisonText {
    private ComparisonText() {
    }

    static String render(Comparison comparison, boolean allMetrics) {
        StringBuilder out = new StringBuilder();
        out.append(heading(comparison)).append('\n');
        out.append(targets(comparison));
        String baseline = comparison.variants().get(0).name();
        for (int v = 1; v < comparison.variants().size(); v++) {
            String variant = comparison.variants().get(v).name();
            out.append('\n').append(variant).append(" against ").append(baseline).append(":\n");
            out.append(table(comparison, baseline, variant, allMetrics));
        }
        out.append('\n').append(settings(comparison));
        out.append("Plan shape: ").append(comparison.planShape().words()).append(planHashes(comparison)).append('\n');
        out.append(data(comparison.data()));
        for (String notice : comparison.notices()) {
            out.append("Notice: ").append(notice).append('\n');
        }
        return out.toString();
    }

    /** {@code Targets: local on embedded, server on http://db1:8123/}; nothing when every variant ran on the command's. */
    private static String targets(Comparison c) {
        if (c.variants().stream().noneMatch(v -> v.target().isPresent())) {
            return "";
        }
        return "Targets: " + c.variants().stream()
                .map(v -> v.name() + " on " + v.target().orElse("the command's target"))
                .collect(java.util.stream.Collectors.joining(", ")) + "\n";
    }

    private static String heading(Comparison c) {
        ComparisonOptions o = c.options();
        return String.format(Locale.ROOT, "%s\n%d variants, %d rounds (%d warm-up%s each, %s caches, seed %d,"
                        + " minimum effect %s%s); baseline %s", c.sql().isEmpty() ? "(each variant's own SQL)" : c.sql(),
                c.variants().size(), c.rounds(), o.warmups(), o.warmups() == 1 ? "" : "s", o.cold() ? "cold" : "warm",
                o.seed(), MetricText.threshold(o.minEffect()),
                o.untilDecided() ? ", rounds until the client times were decided" : "", c.variants().get(0).name());
    }

    private static String table(Comparison comparison, String baseline, String variant, boolean allMetrics) {
        TextTable table = new TextTable("metric", baseline + ">", variant + ">", "ratio [95% interval]>", "change>",
                "noise>", "verdict");
        int quiet = 0;
        for (MetricVerdict v : comparison.verdicts()) {
            if (!v.variant().equals(variant)) {
                continue;
            }
            if (!allMetrics && v.metric().startsWith(RunMetrics.PROFILE_EVENT_PREFIX)
                    && v.verdict() == Verdict.NO_SIGNIFICANT_DIFFERENCE) {
                quiet++;
                continue;
            }
            table.row(v.metric(), MetricText.value(v.metric(), v.baselineMedian()),
                    MetricText.value(v.metric(), v.median()), MetricText.ratioWithInterval(v),
                    MetricText.change(v), MetricText.noise(v),
                    v.verdict().words());
        }
        String text = table.render();
        if (quiet > 0) {
            text += "(" + quiet + " more ProfileEvents with no significant difference; --all lists them)\n";
        }
        return text;
    }

    private static String settings(Comparison comparison) {
        List<SettingDifference> diff = comparison.settingsDiff();
        if (diff.isEmpty()) {
            return "Settings: the same for every variant\n";
        }
        List<String> columns = new ArrayList<>(List.of("setting"));
        comparison.variants().forEach(v -> columns.add(v.name()));
        TextTable table = new TextTable(columns.toArray(String[]::new));
        for (SettingDifference d : diff) {
            List<String> cells = new ArrayList<>(List.of(d.name()));
            d.values().forEach(value -> cells.add(value.isEmpty() ? "(default)" : value));
            table.row(cells.toArray(String[]::new));
        }
        return "Settings that differ:\n" + table.render().indent(2);
    }

    /** {@code Data: same (every variant read the same tables)}, or the findings below a warning. */
    private static String data(DataCheck data) {
        if (data.sameData() == SameData.SAME && data.findings().size() == 1) {
            return "Data: same (" + data.findings().get(0) + ")\n";
        }
        String heading = switch (data.sameData()) {
            case SAME -> "Data: same; the variants' tables hold the same generated rows:";
            case DIFFERENT -> "Data: DIFFERENT; the variants did not read the same data:";
            case NOT_KNOWN -> "Data: not known whether the variants read the same data:";
        };
        StringBuilder out = new StringBuilder(heading).append('\n');
        data.findings().forEach(f -> out.append("  ").append(f).append('\n'));
        return out.toString();
    }

    private static String planHashes(Comparison comparison) {
        Map<String, String> hashes = new LinkedHashMap<>();
        for (VariantRuns runs : comparison.runs()) {
            hashes.put(runs.variant(), runs.planHash().isEmpty() ? "no plan" : runs.planHash());
        }
        return " (" + String.join(", ", hashes.entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
                .toList()) + ")";
    }

    /** One row per verdict for the machine formats. */
    static List<Map<String, Object>> rows(Comparison comparison) {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (MetricVerdict v : comparison.verdicts()) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("comparison", comparison.id());
            row.put("metric", v.metric());
            row.put("baseline", comparison.variants().get(0).name());
            row.put("variant", v.variant());
            row.put("baseline_median", finite(v.baselineMedian()));
            row.put("median", finite(v.median()));
            row.put("ratio", finite(v.ratio()));
            row.put("ratio_low", finite(v.ratioLow()));
            row.put("ratio_high", finite(v.ratioHigh()));
            row.put("relative_difference", finite(v.relativeDifference()));
            row.put("threshold", v.thresholdIsAbsolute() ? null : finite(v.threshold()));
            row.put("difference", v.absoluteDifference());
            row.put("threshold_absolute", finite(v.absoluteThreshold()));
            row.put("verdict", v.verdict().words());
            row.put("plan_shape", comparison.planShape().words());
            row.put("same_data", comparison.data().sameData().words());
            rows.add(row);
        }
        return rows;
    }

    /** JSON has no infinity: an infinite figure (over a baseline of 0) is null. */
    private static Double finite(double value) {
        return Double.isFinite(value) ? value : null;
    }
}
