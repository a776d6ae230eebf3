package io.mergelab.app.gui.compare;

import io.mergelab.profiler.analysis.FunnelCheck;
import io.mergelab.profiler.analysis.diff.FunnelDiff;
import io.mergelab.profiler.analysis.diff.ProcessorDiff;
import io.mergelab.profiler.analysis.diff.StageDiff;
import io.mergelab.profiler.analysis.diff.StepDelta;
import io.mergelab.profiler.run.Run;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * The processor-aligned diff of two sides (two variants' runs, medians over each; or two single runs) ready to show:
 * a summary line, the change of processor time per plan step as a dataset for diverging bars (ms, B − A, the steps
 * that moved most first), the processor groups as table rows, the index funnels side by side as rows and as a
 * dataset of the granules left after each stage per side, and what each side selected at run time.
 */
public record SideDiff(String nameA, String nameB, String summary, DefaultCategoryDataset stepDeltas,
                       List<StepRow> groups, List<FunnelRow> funnels, DefaultCategoryDataset funnelGranules,
                       String funnelNote) {
    /** Plan steps drawn at most; the table lists every group. */
    static final int MAX_STEP_BARS = 14;
    /** The series of {@link #stepDeltas}. */
    static final String DELTA_SERIES = "Δ processor time";

    public SideDiff {
        Objects.requireNonNull(nameA, "nameA");
        Objects.requireNonNull(nameB, "nameB");
        groups = List.copyOf(groups);
        funnels = List.copyOf(funnels);
    }

    /** The diff of {@code a}'s runs against {@code b}'s. */
    static SideDiff of(String nameA, List<Run> a, String nameB, List<Run> b) {
        ProcessorDiff diff = ProcessorDiff.of(a, b);
        DefaultCategoryDataset steps = new DefaultCategoryDataset();
        for (StepDelta step : diff.steps().subList(0, Math.min(MAX_STEP_BARS, diff.steps().size()))) {
            steps.addValue(step.deltaMicros() / 1000.0, DELTA_SERIES, step.step().label());
        }
        return new SideDiff(nameA, nameB, summary(diff, nameA, nameB), steps,
                diff.groups().stream().map(g -> StepRow.of(g, nameA, nameB)).toList(), FunnelRow.of(diff.funnels()),
                funnelGranules(diff.funnels(), nameA, nameB), funnelNote(diff, nameA, nameB));
    }

    private static String summary(ProcessorDiff diff, String nameA, String nameB) {
        long clientA = diff.a().clientElapsedMicros();
        long clientB = diff.b().clientElapsedMicros();
        return String.format(Locale.ROOT, "Client wall time (median): %s %s, %s %s, Δ %s  ·  Processor time (summed"
                        + " over every processor, attributed to the steps below): %s %s, %s %s, Δ %s",
                nameA, millis(clientA), nameB, millis(clientB), signedMillis(clientB - clientA),
                nameA, millis(diff.a().workMicros()), nameB, millis(diff.b().workMicros()),
                signedMillis(diff.totalDeltaMicros()));
    }

    /** Per table and stage, the granules left after it on each side; the first category is what the table had. */
    private static DefaultCategoryDataset funnelGranules(List<FunnelDiff> funnels, String nameA, String nameB) {
        DefaultCategoryDataset dataset = new DefaultCategoryDataset();
        boolean manyTables = funnels.size() > 1;
        for (FunnelDiff funnel : funnels) {
            String prefix = manyTables ? funnel.label() + ": " : "";
            if (!funnel.stages().isEmpty()) {
                StageDiff first = funnel.stages().get(0);
                first.a().ifPresent(s -> dataset.addValue(s.granulesBefore(), nameA, prefix + "all granules"));
                first.b().ifPresent(s -> dataset.addValue(s.granulesBefore(), nameB, prefix + "all granules"));
            }
            for (StageDiff stage : funnel.stages()) {
                stage.a().ifPresent(s -> dataset.addValue(s.granulesAfter(), nameA, prefix + stage.label()));
                stage.b().ifPresent(s -> dataset.addValue(s.granulesAfter(), nameB, prefix + stage.label()));
            }
        }
        return dataset;
    }

    private static String funnelNote(ProcessorDiff diff, String nameA, String nameB) {
        if (diff.funnels().isEmpty()) {
            return "EXPLAIN reported no index analysis on either side.";
        }
        return "Selected at run time (query log): " + selected(diff.a().selected(), nameA) + "; "
                + selected(diff.b().selected(), nameB);
    }

    private static String selected(Optional<FunnelCheck.Figures> figures, String name) {
        return figures.map(f -> String.format(Locale.ROOT, "%s %,d granules in %,d part%s", name, f.granules(),
                f.parts(), f.parts() == 1 ? "" : "s")).orElse(name + " not known");
    }

    private static String millis(long micros) {
        return String.format(Locale.ROOT, "%,.2f ms", micros / 1000.0);
    }

    private static String signedMillis(long micros) {
        return String.format(Locale.ROOT, "%+,.2f ms", micros / 1000.0);
    }
}
