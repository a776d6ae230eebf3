package io.mergelab.profiler.report;

import io.mergelab.profiler.analysis.diff.FunnelDiff;
import io.mergelab.profiler.analysis.diff.GroupDiff;
import io.mergelab.profiler.analysis.diff.ProcessorDiff;
import io.mergelab.profiler.analysis.diff.StageDiff;
import io.mergelab.profiler.analysis.diff.StepDelta;
import io.mergelab.profiler.analysis.graph.PipelineLayout;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.MetricText;
import io.mergelab.profiler.compare.MetricVerdict;
import io.mergelab.profiler.compare.SettingDifference;
import io.mergelab.profiler.compare.Sweep;
import io.mergelab.profiler.compare.SweepPoint;
import io.mergelab.profiler.compare.Verdict;
import io.mergelab.profiler.run.FunnelStage;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The tables of a comparison's section, as texts every format draws alike: the variants, the settings that differ,
 * the verdicts of a variant against the baseline, the diff's steps and processor groups, the funnels stage beside
 * stage, and a sweep's values.
 */
final class ComparisonTables {
    /** The processor groups a diff table lists; the rest are counted. */
    static final int TOP_GROUPS = 15;
    static final String PROFILE_EVENTS = "ProfileEvents.";

    private ComparisonTables() {
    }

    static TextTable variants(ComparisonSection s) {
        Comparison c = s.comparison();
        List<List<String>> rows = new ArrayList<>();
        for (int v = 0; v < c.variants().size(); v++) {
            rows.add(List.of(c.variants().get(v).name() + (v == 0 ? " (baseline)" : ""),
                    ComparisonSection.spec(c.variants().get(v)), String.valueOf(c.runs().get(v).runIds().size()),
                    c.runs().get(v).planHash().isEmpty() ? "(no plan)" : c.runs().get(v).planHash()));
        }
        return new TextTable(List.of("variant", "what it changes", "runs", "plan hash"), rows, Set.of(2));
    }

    static TextTable settings(Comparison c) {
        List<String> header = new ArrayList<>(List.of("setting"));
        c.variants().forEach(v -> header.add(v.name()));
        List<List<String>> rows = new ArrayList<>();
        for (SettingDifference d : c.settingsDiff()) {
            List<String> row = new ArrayList<>(List.of(d.name()));
            d.values().forEach(value -> row.add(value.isEmpty() ? "(default)" : value));
            rows.add(row);
        }
        return new TextTable(header, rows, Set.of());
    }

    /** Whether the report lists a verdict: every metric but the ProfileEvents with no significant difference. */
    static boolean listed(MetricVerdict v) {
        return !v.metric().startsWith(PROFILE_EVENTS) || v.verdict() != Verdict.NO_SIGNIFICANT_DIFFERENCE;
    }

    static List<MetricVerdict> verdictsOf(Comparison c, String variant) {
        return c.verdicts().stream().filter(v -> v.variant().equals(variant)).toList();
    }

    static TextTable verdicts(Comparison c, String variant) {
        List<List<String>> rows = verdictsOf(c, variant).stream().filter(ComparisonTables::listed)
                .map(v -> List.of(v.metric(), MetricText.value(v.metric(), v.baselineMedian()),
                        MetricText.value(v.metric(), v.median()), MetricText.ratioWithInterval(v),
                        MetricText.change(v), MetricText.noise(v),
                        v.verdict().words())).toList();
        return new TextTable(List.of("metric", c.variants().get(0).name() + " median", variant + " median",
                "ratio [95% interval]", "change", "noise", "verdict"), rows, Set.of(1, 2, 3, 4, 5));
    }

    static long unlisted(Comparison c, String variant) {
        return verdictsOf(c, variant).stream().filter(v -> !listed(v)).count();
    }

    static TextTable steps(ProcessorDiff diff) {
        List<List<String>> rows = diff.steps().stream().map((StepDelta d) -> List.of(d.step().label(),
                parallelism(d.parallelismA()) + " → " + parallelism(d.parallelismB()),
                PipelineLayout.duration(d.workMicrosA()), PipelineLayout.duration(d.workMicrosB()),
                DiffBarsSvg.signedMilliseconds(d.deltaMicros()) + " ms", share(d.shareOfTotalDelta()))).toList();
        return new TextTable(List.of("plan step", "×", "work A", "work B", "Δ", "share of Δ"), rows, Set.of(2, 3, 4, 5));
    }

    static TextTable groups(ProcessorDiff diff) {
        List<List<String>> rows = diff.groups().stream().limit(TOP_GROUPS).map((GroupDiff g) -> List.of(
                g.step().label(), g.processor(), g.a().copies() + " → " + g.b().copies(),
                PipelineLayout.duration(g.a().elapsedMicros().sum()), PipelineLayout.duration(g.b().elapsedMicros().sum()),
                DiffBarsSvg.signedMilliseconds(g.elapsedDeltaMicros()) + " ms", share(g.shareOfTotalDelta()))).toList();
        return new TextTable(List.of("plan step", "processor", "copies", "work A", "work B", "Δ", "share of Δ"), rows,
                Set.of(3, 4, 5, 6));
    }

    static TextTable funnel(FunnelDiff funnel) {
        List<List<String>> rows = new ArrayList<>();
        for (StageDiff stage : funnel.stages()) {
            rows.add(List.of(stage.label(), granules(stage.a()), granules(stage.b())));
        }
        return new TextTable(List.of("stage", "A: granules before → after", "B: granules before → after"), rows,
                Set.of(1, 2));
    }

    static TextTable sweep(Sweep sweep) {
        List<List<String>> rows = new ArrayList<>();
        for (int i = 0; i < sweep.points().size(); i++) {
            SweepPoint p = sweep.points().get(i);
            rows.add(List.of(p.value() + (i == sweep.kneeIndex() ? " (knee)" : ""),
                    MetricText.value("client_elapsed_us", p.clientMicros().median()),
                    MetricText.value("client_elapsed_us", p.clientMicros().min()),
                    MetricText.value("client_elapsed_us", p.clientMicros().max()),
                    p.againstPrevious().map(MetricText::change).orElse(""),
                    p.againstPrevious().map(v -> v.verdict().words()).orElse("")));
        }
        return new TextTable(List.of(sweep.setting(), "median", "min", "max", "change against previous", "verdict"),
                rows, Set.of(1, 2, 3, 4));
    }

    private static String granules(Optional<FunnelStage> stage) {
        return stage.map(st -> String.format(Locale.ROOT, "%,d → %,d", st.granulesBefore(), st.granulesAfter()))
                .orElse("—");
    }

    private static String parallelism(int copies) {
        return copies == 0 ? "—" : String.valueOf(copies);
    }

    private static String share(double fraction) {
        if (Double.isNaN(fraction)) {
            return "—";
        }
        long percent = Math.round(fraction * 100);
        return percent + "%";
    }
}
