package io.mergelab.profiler.analysis.diff;

import io.mergelab.profiler.run.FunnelStage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A processor diff as flat rows for machine formats (JSONEachRow, TSV), one kind per row in {@code kind}:
 * {@code group} (ranked as in the diff; every measure's min / median / max / sum per side as
 * {@code <column>_<stat>_a|b}, and {@code delta_<column>} of the sums), {@code step} (the attribution),
 * {@code total} (the figure attributed), {@code funnel} (one stage of one table's funnel per side). A figure a side
 * does not have is null; so is a share when the total did not move.
 */
public final class DiffRows {
    private DiffRows() {
    }

    public static List<Map<String, Object>> of(ProcessorDiff diff) {
        List<Map<String, Object>> rows = new ArrayList<>();
        diff.groups().forEach(g -> rows.add(group(g)));
        diff.steps().forEach(s -> rows.add(step(s)));
        Map<String, Object> total = row("total");
        total.put("runs_a", diff.a().runIds());
        total.put("runs_b", diff.b().runIds());
        total.put("failed_runs_a", diff.a().failedRuns());
        total.put("failed_runs_b", diff.b().failedRuns());
        total.put("client_elapsed_us_a", diff.a().clientElapsedMicros());
        total.put("client_elapsed_us_b", diff.b().clientElapsedMicros());
        total.put("elapsed_us_a", diff.a().workMicros());
        total.put("elapsed_us_b", diff.b().workMicros());
        total.put("delta_elapsed_us", diff.totalDeltaMicros());
        rows.add(total);
        for (FunnelDiff funnel : diff.funnels()) {
            for (StageDiff stage : funnel.stages()) {
                rows.add(stage(funnel, stage));
            }
        }
        return rows;
    }

    private static Map<String, Object> group(GroupDiff g) {
        Map<String, Object> row = row("group");
        row.put("step", g.step().label());
        row.put("processor", g.processor());
        row.put("presence", presence(g.presence()));
        row.put("copies_a", g.a().present() ? g.a().copies() : null);
        row.put("copies_b", g.b().present() ? g.b().copies() : null);
        row.put("runs_a", g.a().runs());
        row.put("runs_b", g.b().runs());
        for (Measure m : Measure.values()) {
            for (String side : List.of("a", "b")) {
                ProcessorFigures f = side.equals("a") ? g.a() : g.b();
                row.put(m.column() + "_min_" + side, f.present() ? m.of(f).min() : null);
                row.put(m.column() + "_median_" + side, f.present() ? m.of(f).median() : null);
                row.put(m.column() + "_max_" + side, f.present() ? m.of(f).max() : null);
                row.put(m.column() + "_sum_" + side, f.present() ? m.of(f).sum() : null);
            }
            row.put("delta_" + m.column(), g.delta(m));
        }
        row.put("share_of_total_delta", share(g.shareOfTotalDelta()));
        return row;
    }

    private static Map<String, Object> step(StepDelta s) {
        Map<String, Object> row = row("step");
        row.put("step", s.step().label());
        row.put("presence", presence(s.step().presence()));
        row.put("parallelism_a", s.step().a().isPresent() ? s.parallelismA() : null);
        row.put("parallelism_b", s.step().b().isPresent() ? s.parallelismB() : null);
        row.put("elapsed_us_a", s.step().a().isPresent() ? s.workMicrosA() : null);
        row.put("elapsed_us_b", s.step().b().isPresent() ? s.workMicrosB() : null);
        row.put("delta_elapsed_us", s.deltaMicros());
        row.put("share_of_total_delta", share(s.shareOfTotalDelta()));
        return row;
    }

    private static Map<String, Object> stage(FunnelDiff funnel, StageDiff s) {
        Map<String, Object> row = row("funnel");
        row.put("table_a", funnel.tableA().orElse(null));
        row.put("table_b", funnel.tableB().orElse(null));
        row.put("stage", s.label());
        stageFigures(row, "a", s.a(), s.granulesDroppedA());
        stageFigures(row, "b", s.b(), s.granulesDroppedB());
        return row;
    }

    private static void stageFigures(Map<String, Object> row, String side, Optional<FunnelStage> stage,
                                     OptionalLong dropped) {
        row.put("parts_before_" + side, stage.map(FunnelStage::partsBefore).orElse(null));
        row.put("parts_after_" + side, stage.map(FunnelStage::partsAfter).orElse(null));
        row.put("granules_before_" + side, stage.map(FunnelStage::granulesBefore).orElse(null));
        row.put("granules_after_" + side, stage.map(FunnelStage::granulesAfter).orElse(null));
        row.put("granules_dropped_" + side, dropped.isPresent() ? dropped.getAsLong() : null);
    }

    private static Map<String, Object> row(String kind) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("kind", kind);
        return row;
    }

    private static String presence(Presence p) {
        return p.name().toLowerCase(Locale.ROOT);
    }

    private static Double share(double share) {
        return Double.isNaN(share) ? null : share;
    }
}
