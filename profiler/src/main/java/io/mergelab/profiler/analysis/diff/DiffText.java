package io.mergelab.profiler.analysis.diff;

import io.mergelab.profiler.text.Thousands;
import io.mergelab.profiler.analysis.FunnelCheck;
import io.mergelab.profiler.run.FunnelStage;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Collectors;

/**
 * A processor diff as terminal text (about 130 columns): what the sides are, wall and processor time, the processor
 * groups ranked by how much time moved (the top {@value #TOP_GROUPS}), the total Δ attributed to plan steps with a
 * total line the parts add up to, and the index funnels side by side. Times are µs; Δ is B − A.
 */
public final class DiffText {
    static final int TOP_GROUPS = 20;
    private static final int STEP_WIDTH = 34;
    private static final int PROCESSOR_WIDTH = 30;

    private final StringBuilder out = new StringBuilder();

    private DiffText() {
    }

    public static String render(ProcessorDiff diff) {
        DiffText text = new DiffText();
        text.header(diff);
        text.groups(diff.groups());
        text.steps(diff);
        text.funnels(diff);
        return text.out.toString();
    }

    private void header(ProcessorDiff diff) {
        line("Processor-aligned diff (Δ = B − A)");
        line("  A  " + side(diff.a()));
        line("  B  " + side(diff.b()));
        String sqlA = oneLine(diff.a().sql());
        String sqlB = oneLine(diff.b().sql());
        if (sqlA.equals(sqlB)) {
            line("  SQL  " + shorten(sqlA, 160));
        } else {
            line("  SQL A  " + shorten(sqlA, 160));
            line("  SQL B  " + shorten(sqlB, 160));
        }
        long wallA = diff.a().clientElapsedMicros();
        long wallB = diff.b().clientElapsedMicros();
        line(String.format(Locale.ROOT, "Client wall time: A %s ms, B %s ms, Δ %s ms%s", millis(wallA), millis(wallB),
                signedMillis(wallB - wallA), percent(wallB - wallA, wallA)));
        line(String.format(Locale.ROOT, "Processor time (elapsed_us summed over every processor, attributed below): "
                        + "A %s µs, B %s µs, Δ %s µs%s", count(diff.a().workMicros()), count(diff.b().workMicros()),
                signed(diff.totalDeltaMicros()), percent(diff.totalDeltaMicros(), diff.a().workMicros())));
    }

    private static String side(DiffSide side) {
        int runs = side.runIds().size();
        String what = runs == 1 ? "run " + side.runIds().get(0)
                : side.seriesIds().size() == 1 ? "series " + side.seriesIds().get(0) + " (" + runs + " runs, medians)"
                : runs + " runs of " + side.seriesIds().size() + " series (medians)";
        String settings = side.settings().isEmpty() ? "" : " · " + pairs(side.settings());
        String failed = side.failedRuns() == 0 ? "" : side.runIds().size() == 1 ? " · failed"
                : " · " + side.failedRuns() + " of " + side.runIds().size() + " runs failed";
        return what + settings + failed;
    }

    private void groups(List<GroupDiff> groups) {
        line("");
        line("Processor groups by time moved (µs summed over parallel copies; share of the total Δ)");
        String format = "  %-" + STEP_WIDTH + "s %-" + PROCESSOR_WIDTH + "s %9s %11s %11s %11s %7s %11s %11s  %s";
        line(String.format(Locale.ROOT, format, "step", "processor", "copies", "A", "B", "Δ", "share", "Δ in wait",
                "Δ out wait", "").stripTrailing());
        for (GroupDiff g : groups.subList(0, Math.min(TOP_GROUPS, groups.size()))) {
            line(String.format(Locale.ROOT, format, shorten(g.step().label(), STEP_WIDTH),
                    shorten(g.processor(), PROCESSOR_WIDTH), copies(g.a()) + " → " + copies(g.b()),
                    figure(g.a(), g.a().elapsedMicros().sum()), figure(g.b(), g.b().elapsedMicros().sum()),
                    signed(g.elapsedDeltaMicros()), share(g.shareOfTotalDelta()),
                    signed(g.delta(Measure.INPUT_WAIT_MICROS)), signed(g.delta(Measure.OUTPUT_WAIT_MICROS)),
                    note(g.presence())).stripTrailing());
        }
        if (groups.size() > TOP_GROUPS) {
            List<GroupDiff> rest = groups.subList(TOP_GROUPS, groups.size());
            line("  … " + rest.size() + " more groups, together Δ "
                    + signed(rest.stream().mapToLong(GroupDiff::elapsedDeltaMicros).sum()) + " µs");
        }
    }

    private void steps(ProcessorDiff diff) {
        line("");
        line("The total Δ by plan step (each step's groups summed; the parts add up to the total)");
        String format = "  %-" + (STEP_WIDTH + 12) + "s %4s %4s %11s %11s %11s %7s  %s";
        line(String.format(Locale.ROOT, format, "step", "×A", "×B", "A", "B", "Δ", "share", "").stripTrailing());
        for (StepDelta s : diff.steps()) {
            line(String.format(Locale.ROOT, format, shorten(s.step().label(), STEP_WIDTH + 12), parallelism(s.parallelismA()),
                    parallelism(s.parallelismB()), s.step().a().isPresent() ? count(s.workMicrosA()) : "—",
                    s.step().b().isPresent() ? count(s.workMicrosB()) : "—", signed(s.deltaMicros()),
                    share(s.shareOfTotalDelta()), note(s.step().presence())).stripTrailing());
        }
        line(String.format(Locale.ROOT, format, "total", "", "", count(diff.a().workMicros()),
                count(diff.b().workMicros()), signed(diff.totalDeltaMicros()),
                diff.totalDeltaMicros() == 0 ? "—" : "100.0%", "").stripTrailing());
    }

    private void funnels(ProcessorDiff diff) {
        line("");
        if (diff.funnels().isEmpty()) {
            line("Index funnels: EXPLAIN reported no index analysis in either run.");
            return;
        }
        line("Index funnels side by side (index analysis: parts and granules before → after, granules dropped)");
        String format = "    %-48s %11s %19s %9s │ %11s %19s %9s";
        for (FunnelDiff funnel : diff.funnels()) {
            line("  " + funnel.label());
            if (funnel.stages().isEmpty()) {
                line("    no index stages");
                continue;
            }
            line(String.format(Locale.ROOT, format, "stage", "parts A", "granules A", "dropped", "parts B",
                    "granules B", "dropped"));
            for (StageDiff s : funnel.stages()) {
                line(String.format(Locale.ROOT, format, shorten(s.label(), 48), parts(s.a()), granules(s.a()),
                        dropped(s.granulesDroppedA()), parts(s.b()), granules(s.b()), dropped(s.granulesDroppedB())));
            }
        }
        line("  Selected at run time: A " + selected(diff.a().selected()) + "; B " + selected(diff.b().selected()));
    }

    private static String parts(Optional<FunnelStage> stage) {
        return stage.map(s -> count(s.partsBefore()) + " → " + count(s.partsAfter())).orElse("—");
    }

    private static String granules(Optional<FunnelStage> stage) {
        return stage.map(s -> count(s.granulesBefore()) + " → " + count(s.granulesAfter())).orElse("—");
    }

    private static String dropped(OptionalLong granules) {
        return granules.isPresent() ? count(granules.getAsLong()) : "—";
    }

    private static String selected(Optional<FunnelCheck.Figures> figures) {
        return figures.map(f -> count(f.granules()) + (f.granules() == 1 ? " granule in " : " granules in ")
                        + count(f.parts()) + (f.parts() == 1 ? " part" : " parts"))
                .orElse("unknown (no query log row)");
    }

    private static String copies(ProcessorFigures f) {
        return f.present() ? Integer.toString(f.copies()) : "—";
    }

    private static String figure(ProcessorFigures f, long value) {
        return f.present() ? count(value) : "—";
    }

    private static String parallelism(int copies) {
        return copies == 0 ? "—" : Integer.toString(copies);
    }

    private static String note(Presence presence) {
        return switch (presence) {
            case BOTH -> "";
            case ONLY_A -> "only in A";
            case ONLY_B -> "only in B";
        };
    }

    /** A share in percent; one that rounds to zero prints without a sign. */
    private static String share(double share) {
        if (Double.isNaN(share)) {
            return "—";
        }
        String text = String.format(Locale.ROOT, "%.1f%%", share * 100);
        return text.equals("-0.0%") ? "0.0%" : text;
    }

    private static String percent(long delta, long base) {
        return base == 0 ? "" : String.format(Locale.ROOT, " (%+.1f%%)", 100.0 * delta / base);
    }

    private static String millis(long micros) {
        return String.format(Locale.ROOT, "%,.2f", micros / 1e3);
    }

    private static String signedMillis(long micros) {
        return String.format(Locale.ROOT, "%+,.2f", micros / 1e3);
    }

    private static String signed(long n) {
        return String.format(Locale.ROOT, "%+,d", n);
    }

    private static String count(long n) {
        return Thousands.of(n);
    }

    private static String pairs(Map<String, String> values) {
        return values.entrySet().stream().map(e -> e.getKey() + " = " + e.getValue()).collect(Collectors.joining(", "));
    }

    private static String oneLine(String sql) {
        return sql.strip().replaceAll("\\s+", " ");
    }

    private static String shorten(String text, int width) {
        return text.length() <= width ? text : text.substring(0, width - 1) + "…";
    }

    private void line(String text) {
        out.append(text).append('\n');
    }
}
